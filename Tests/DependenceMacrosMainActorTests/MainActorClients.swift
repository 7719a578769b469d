import DependenceMacros
import Foundation
import DependenceTesting
import Observation
import Testing

// This target is built with Xcode 26's app defaults — `defaultIsolation(MainActor.self)`,
// `NonisolatedNonsendingByDefault`, `InferIsolatedConformances` — and declares its clients and
// entries itself, so that the generated code is checked where the module's defaults could change
// its meaning, and then run.

@DependencyClient
struct SearchClient: Sendable {
  var search: @Sendable (String) async throws -> [String]
  var cancel: @Sendable () -> Void
  var count: @Sendable () -> Int = { 0 }
  var limit: Int = 10
  var label: String?
}

extension SearchClient {
  nonisolated static let preview = Self(search: { _ in ["preview"] })
}

/// A client declared `nonisolated`, as the README says clients in such a module should be: its
/// stored properties are then reachable from key paths any thread can use (`\.configuredClient.name`).
@DependencyClient
nonisolated struct ConfiguredClient: Sendable {
  var name: String
  var load: @Sendable () throws -> String
}

enum SearchClientKey: TestDependencyKey {
  nonisolated static var testValue: SearchClient { .unimplemented }
}

nonisolated extension DependencyValues {
  @DependencyEntry(preview: SearchClient.preview, test: SearchClient.unimplemented)
  var searchClient: SearchClient = SearchClient(search: { _ in [] })

  @DependencyEntry
  var interfaceSearchClient: SearchClient

  @DependencyEntry
  var configuredClient: ConfiguredClient = ConfiguredClient(name: "live", load: { "live" })
}

// Under MainActor default isolation, a property in a plain extension would be main-actor
// isolated and its key path not Sendable; `nonisolated` on the property (or the extension) keeps
// it usable from `@Dependency`.
extension DependencyValues {
  @DependencyEntry(test: .unimplemented)
  nonisolated var trappingClient: TrappingClient = TrappingClient(count: { 2 })
}

@Observable
@Dependencies(\.searchClient, \.configuredClient, \.trappingClient)
final class SearchModel {
  var results: [String] = []

  func search(_ query: String) async throws {
    results = try await searchClient.search(query)
  }

  var clientName: String { configuredClient.name }
  var count: Int { trappingClient.count() }
}

@Dependencies(\.searchClient)
final class PlainSearchModel {
  func cancel() { searchClient.cancel() }
}

@Dependencies(\.interfaceSearchClient)
actor SearchActor {
  func count() -> Int { interfaceSearchClient.count() }
}

/// The expansion `@DependencyClient` gives an endpoint that returns a value and cannot throw,
/// written out (as `DependencyClientMacroTests` pins it) because the macro's deliberate warning
/// would break this target's zero-warning build.
struct TrappingClient: Sendable {
  var count: @Sendable () -> Int

  nonisolated init(
    count: (@Sendable () -> Int)? = nil
  ) {
    self.count =
      count ?? {
        Dependence.unimplemented(
          "TrappingClient.count", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3,
          column: 7)
      }
  }

  nonisolated static var unimplemented: Self {
    Self()
  }
}

extension TrappingClient {
  nonisolated static let preview = Self(count: { 1 })
}

@Suite struct MainActorDefaultIsolationTests {
  @Test func generatedDeclarationsCompileUnderMainActorDefaultIsolation() async throws {
    let model = withDependencies {
      $0.searchClient = SearchClient(search: { ["found \($0)"] }, count: { 1 })
      $0.trappingClient = TrappingClient(count: { 2 })
      $0.configuredClient = ConfiguredClient(name: "overridden", load: { "overridden" })
    } operation: {
      SearchModel()
    }
    try await model.search("swift")
    #expect(model.results == ["found swift"])
    #expect(model.clientName == "overridden")
    #expect(model.count == 2)
    #expect(ConfiguredClient(name: "x").name == "x")
  }

  @Test func theRecordingFormCompilesUnderMainActorDefaultIsolation() async throws {
    let search = RecordingClient { SearchClient(endpoints: $0) }
    search.search.response = .returning(["recorded"])
    #expect(try await search.client.search("swift") == ["recorded"])
    search.client.cancel()
    search.search.expectCalls(["swift"])
    search.cancel.expectCalled(times: 1)
  }

  @Test func aRecordedAsyncEndpointRunsOnItsCallersActor() async throws {
    let search = RecordingClient { SearchClient(endpoints: $0) }
    search.search.response = .run { _ in [onMainQueue() ? "main actor" : "elsewhere"] }
    #expect(try await search.client.search("swift") == ["main actor"])
  }

  @Test func recorderReplacingCompilesAndRecordsUnderTheseDefaults() async throws {
    var client = SearchClient(search: { ["live: \($0)"] })
    let log = CallLog()
    let search = Recorder("search.search", log: log, replacing: &client.search)
    #expect(try await client.search("swift") == ["live: swift"])
    search.expectCalls(["swift"])
    #expect(log.names == ["search.search"])
  }
}

/// A model that reads its dependencies with `@Dependency`, as a hand-written view model does.
@Observable
final class ReadingModel {
  @ObservationIgnored @Dependency(\.searchClient) private var searchClient
  @ObservationIgnored @Dependency(\.configuredClient.name) private var name
  var results: [String] = []

  func search(_ query: String) async throws {
    results = try await searchClient.search(query) + [name]
  }
}

// A trait's closure is an argument of the `@Suite` macro, where Swift 6.3 does not see members
// another macro adds, such as `@DependencyClient`'s initializer: set endpoints and properties.
// `unimplemented` is found there, through the client's `Unimplementable` conformance.
@Suite(.dependencies {
  $0.searchClient.search = { ["trait: \($0)"] }
  $0.configuredClient.name = "suite"
})
struct MainActorDependencyTraitTests {
  @Test func aSuiteTraitReachesDependencyProperties() async throws {
    let model = ReadingModel()
    try await model.search("swift")
    #expect(model.results == ["trait: swift", "suite"])
  }

  @Test(.dependency(\.configuredClient.name, "test"))
  func aTestTraitLayersOnTheSuites() async throws {
    let model = ReadingModel()
    try await model.search("swift")
    #expect(model.results == ["trait: swift", "test"])
  }

  @Test func dependenciesPropertiesSeeTheTraitToo() async throws {
    let model = SearchModel()
    try await model.search("swift")
    #expect(model.results == ["trait: swift"])
    #expect(model.clientName == "suite")
  }

  @Test(.dependencies { $0.searchClient = SearchClient.unimplemented })
  func aTraitCanNameAGeneratedUnimplementedValue() async {
    @Dependency(\.searchClient) var client
    #expect(client.limit == 10)
    withExpectedIssue("SearchClient.cancel") {
      client.cancel()
    }
  }

  @Test func anUnimplementedAsyncEndpointIsReported() async {
    await withExpectedIssue("SearchClient.search") {
      _ = try? await SearchClient.unimplemented.search("swift")
    }
  }

  @Test(.exhaustiveDependencies(allowing: \.trappingClient))
  func exhaustiveCheckingSeesEveryRead() async throws {
    let model = SearchModel()
    try await model.search("swift")
    #expect(model.clientName == "suite")
  }
}

/// Whether main-actor code is running here: the main actor's jobs run on the main dispatch queue
/// (under `swift test` on Linux, not always on the main thread).
nonisolated private let onMainQueue: @Sendable () -> Bool = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return { DispatchQueue.getSpecific(key: key) == true }
}()
