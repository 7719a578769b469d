import DependenceTesting
import Testing

@Suite struct ExportsTests {
  @Test func reexportsTheCore() {
    #expect(DependencyValues.current.context == .test)
  }
}
