import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct DependenciesMacroTests {
  @Test func observableClassGetsIgnoredPrivateDependencies() {
    assertExpansion(
      #"""
      @MainActor
      @Observable
      @Dependencies(\.apiClient, \DependencyValues.authClient)
      final class GreetingViewModel {
      }
      """#,
      expandedSource: #"""
        @MainActor
        @Observable
        final class GreetingViewModel {

          @ObservationIgnored @Dependence.Dependency(\.apiClient) private var apiClient

          @ObservationIgnored @Dependence.Dependency(\DependencyValues.authClient) private var authClient
        }
        """#
    )
  }

  @Test func plainClassNeedsNoObservation() {
    assertExpansion(
      #"""
      @Dependencies(\.apiClient)
      final class Loader {
      }
      """#,
      expandedSource: #"""
        final class Loader {

          @Dependence.Dependency(\.apiClient) private var apiClient
        }
        """#
    )
  }

  @Test func duplicatesAreSkippedWithAWarningAndAFixIt() {
    assertExpansion(
      #"""
      @Dependencies(\.apiClient, \.date, \.apiClient)
      actor Loader {
      }
      """#,
      expandedSource: #"""
        actor Loader {

          @Dependence.Dependency(\.apiClient) private var apiClient

          @Dependence.Dependency(\.date) private var date
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: #"'\.apiClient' is listed twice; the duplicate is skipped"#,
          line: 1, column: 36, severity: .warning,
          fixIts: [FixItSpec(message: "Remove the duplicate")])
      ],
      applyFixIts: ["Remove the duplicate"],
      fixedSource: #"""
        @Dependencies(\.apiClient, \.date)
        actor Loader {
        }
        """#
    )
  }

  @Test func multiComponentKeyPathIsAnError() {
    assertExpansion(
      #"""
      @Dependencies(\.date.now)
      final class Clock {
      }
      """#,
      expandedSource: #"""
        final class Clock {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message:
            #"'\.date.now' has more than one component; '@Dependencies' takes key paths to one property, such as '\.apiClient'. Declare '@Dependency(\.date.now)' by hand for a nested value"#,
          line: 1, column: 15)
      ]
    )
  }

  @Test func keyPathVariableIsAnError() {
    assertExpansion(
      #"""
      @Dependencies(apiClientPath)
      final class Loader {
      }
      """#,
      expandedSource: #"""
        final class Loader {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message: #"'@Dependencies' needs key path literals, such as '\.apiClient'"#,
          line: 1, column: 15)
      ]
    )
  }

  @Test func noKeyPathsIsAnError() {
    assertExpansion(
      #"""
      @Dependencies()
      final class Loader {
      }
      """#,
      expandedSource: #"""
        final class Loader {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message:
            #"'@Dependencies' needs at least one key path, such as '@Dependencies(\.apiClient)'"#,
          line: 1, column: 1)
      ]
    )
  }

  @Test func attachedToAnEnumIsAnError() {
    assertExpansion(
      #"""
      @Dependencies(\.apiClient)
      enum Loader {
      }
      """#,
      expandedSource: #"""
        enum Loader {
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@Dependencies' can only be attached to a class, struct, or actor, not to an enum",
          line: 1, column: 1)
      ]
    )
  }

  @Test func aNameTheTypeAlreadyDeclaresIsAnError() {
    assertExpansion(
      #"""
      @Dependencies(\.apiClient)
      struct Loader {
        var apiClient = 1
      }
      """#,
      expandedSource: #"""
        struct Loader {
          var apiClient = 1
        }
        """#,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'Loader' already declares 'apiClient'; '@Dependencies' cannot add a dependency property with that name",
          line: 1, column: 15)
      ]
    )
  }
}
