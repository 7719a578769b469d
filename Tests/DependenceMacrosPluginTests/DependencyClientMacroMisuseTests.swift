import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// What `@DependencyClient` says when it is attached where it cannot work.
@Suite struct DependencyClientMacroMisuseTests {
  @Test func attachedToAClassIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      final class APIClient {}
      """,
      expandedSource: """
        final class APIClient {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyClient' can only be attached to a struct, not to a class",
          line: 1, column: 1)
      ]
    )
  }

  @Test func attachedToAnEnumIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      enum APIClient {}
      """,
      expandedSource: """
        enum APIClient {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyClient' can only be attached to a struct, not to an enum",
          line: 1, column: 1)
      ]
    )
  }

  @Test func missingTypeAnnotationIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      struct APIClient {
        var fetch = { "x" }
      }
      """,
      expandedSource: """
        struct APIClient {
          var fetch = { "x" }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyClient' needs the type of 'fetch' to generate the initializer; write it, as in 'var fetch: @Sendable () async throws -> Void'",
          line: 3, column: 7)
      ]
    )
  }

  /// A stored value, not an endpoint: the message shows its own type, not a closure's.
  @Test func missingTypeOfAValueNamesTheLiteralsType() {
    assertExpansion(
      """
      @DependencyClient
      struct APIClient {
        var retries = 3
        var host = "example.com"
        var base = URL.root
      }
      """,
      expandedSource: """
        struct APIClient {
          var retries = 3
          var host = "example.com"
          var base = URL.root
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyClient' needs the type of 'retries' to generate the initializer; write it, as in 'var retries: Int = 3'",
          line: 3, column: 7),
        DiagnosticSpec(
          message:
            "'@DependencyClient' needs the type of 'host' to generate the initializer; write it, as in 'var host: String = \"example.com\"'",
          line: 4, column: 7),
        DiagnosticSpec(
          message:
            "'@DependencyClient' needs the type of 'base' to generate the initializer; write it, as in 'var base: TheType = URL.root'",
          line: 5, column: 7),
      ]
    )
  }

  @Test func severalBindingsInOneDeclarationAreAnError() {
    assertExpansion(
      """
      @DependencyClient
      struct APIClient {
        var a: () -> Void, b: () -> Void
      }
      """,
      expandedSource: """
        struct APIClient {
          var a: () -> Void, b: () -> Void
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyClient' needs one property per declaration; declare each endpoint with its own 'var'",
          line: 3, column: 7)
      ]
    )
  }

  @Test func aTuplePatternIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      struct APIClient {
        var (a, b): (Int, Int)
      }
      """,
      expandedSource: """
        struct APIClient {
          var (a, b): (Int, Int)
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyClient' needs simple property names; destructuring patterns cannot become initializer parameters",
          line: 3, column: 7)
      ]
    )
  }
}
