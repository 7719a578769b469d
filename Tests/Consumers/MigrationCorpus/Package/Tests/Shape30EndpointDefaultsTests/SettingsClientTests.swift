// Shape seen in: the tests of such clients — an endpoint that no test implemented reports when
// called, though it answers with its default, checked with `withKnownIssue`; the ignored closure
// and an overridden endpoint report nothing
import Dependencies
import Testing

@testable import Shape30EndpointDefaults

struct SettingsClientTests {
  @Test func anEndpointWithADefaultReportsItsCallAndAnswersWithTheDefault() async {
    let client = SettingsClient.testValue
    withKnownIssue {
      #expect(client.isCellularEnabled() == false)
    }
    withKnownIssue {
      #expect(client.volume("music") == 0.5)
    }
    await withKnownIssue {
      await client.setVolume("music", 1)
    }
    await withKnownIssue {
      for await _ in client.volumeChanges() {
        Issue.record("the default stream is finished")
      }
    }
  }

  @Test func theIgnoredClosureAnswersWithoutAReport() {
    #expect(SettingsClient.testValue.describe(0.25) == "25%")
  }

  @Test func theIgnoredOptionalCallbackIsNilUntilSet() {
    #expect(SettingsClient.testValue.onVolumeChange == nil)
    var client = SettingsClient.testValue
    client.onVolumeChange = { _ in }
    #expect(client.onVolumeChange != nil)
  }

  @Test func anOverriddenEndpointDoesNotReport() {
    withDependencies {
      $0.settings.isCellularEnabled = { true }
    } operation: {
      @Dependency(\.settings) var settings
      #expect(settings.isCellularEnabled())
    }
  }
}
