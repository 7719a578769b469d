// Shape seen in: the tests of such clients — the test value's endpoints report when called, and
// return their placeholder, checked with `withKnownIssue`; an overridden endpoint does not
import Dependencies
import Testing

@testable import Shape28ReexportedUnimplemented

struct DensityClientTests {
  @Test func theTestValueReportsAndReturnsItsPlaceholder() async throws {
    let client = DensityClient.testValue
    withKnownIssue {
      #expect(client.cachedDensity("north", 3) == .zero)
    }
    await withKnownIssue {
      #expect(await client.regions() == [])
    }
    await withKnownIssue {
      let density = try await client.density(Request(region: "north"))
      #expect(density == .zero)
    }
  }

  @Test func anOverriddenEndpointAnswers() async {
    await withDependencies {
      $0.densityClient.density = { _ in Density(value: 4.5) }
    } operation: {
      #expect(await reportedDensity(of: "north") == Density(value: 4.5))
    }
  }

  struct Offline: Error {}

  @Test func anErrorIsReportedAndTheResultIsNil() async {
    await withDependencies {
      $0.densityClient.density = { _ in throw Offline() }
    } operation: {
      await withKnownIssue {
        #expect(await reportedDensity(of: "north") == nil)
      }
    }
  }

  @Test func anUnusuallyHighDensityIsAWarningThatFailsNothing() async {
    await withDependencies {
      $0.densityClient.density = { _ in Density(value: 250) }
    } operation: {
      #expect(await checkedDensity(of: "north") == Density(value: 250))
    }
  }
}
