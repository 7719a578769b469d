// Shape 39's tests: the interface's test value in tests, the implementation's live value where
// the context is live, and an override, through the key the live module extends.
import Dependencies
import Shape39EntryKeyInterface
import Shape39EntryKeyLive
import Testing

struct Locator {
  @Dependency(\.geocoder) var geocoder

  func locate(_ place: String) async throws -> String { try await geocoder.locate(place) }
}

@Test func testsReadTheInterfacesTestValue() async throws {
  #expect(try await Locator().locate("Paris") == "Paris: 0,0")
}

@Test func aLiveContextReadsTheImplementationsLiveValue() async throws {
  let locator = withDependencies { $0.context = .live } operation: { Locator() }
  #expect(try await locator.locate("Paris") == "Paris: 48.86,2.35")
}

@Test func anOverrideWins() async throws {
  struct Fixed: Geocoder {
    func locate(_ place: String) async throws -> String { "fixed" }
  }
  let locator = withDependencies { $0.geocoder = Fixed() } operation: { Locator() }
  #expect(try await locator.locate("Paris") == "fixed")
}
