import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct DependencyEntryMacroTests {
  @Test func initializerFormAddsANamedKeyWithEveryArgument() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry(preview: APIClient.preview, test: .unimplemented)
        public var apiClient: APIClient = .live
      }
      """,
      expandedSource: """
        extension DependencyValues {
          public var apiClient: APIClient {
            get {
              self[__Key_apiClient.self]
            }
            set {
              self[__Key_apiClient.self] = newValue
            }
          }

          private nonisolated enum __Key_apiClient: Dependence.DependencyKey, Dependence.NamedDependencyKey {
            static var liveValue: APIClient {
              .live
            }
            static var previewValue: APIClient {
              APIClient.preview
            }
            static var testValue: APIClient {
              .unimplemented
            }
            static var dependencyName: String {
              "\\\\.apiClient"
            }
          }
        }
        """
    )
  }
}

extension DependencyEntryMacroTests {
  @Test func initializerOnlyFormUsesTheLiveValueEverywhere() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var logger: Logger = Logger(label: "app")
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var logger: Logger {
            get {
              self[__Key_logger.self]
            }
            set {
              self[__Key_logger.self] = newValue
            }
          }

          private nonisolated enum __Key_logger: Dependence.DependencyKey, Dependence.NamedDependencyKey {
            static var liveValue: Logger {
              Logger(label: "app")
            }
            static var dependencyName: String {
              "\\\\.logger"
            }
          }
        }
        """
    )
  }

  @Test func bareFormRoutesThroughTheKeyNamedAfterTheType() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry public var authClient: AuthClient
        @DependencyEntry var session: Auth.Session
      }
      """,
      expandedSource: """
        extension DependencyValues {
          public var authClient: AuthClient {
            get {
              self[__Key_authClient.self]
            }
            set {
              self[__Key_authClient.self] = newValue
            }
          }

          // Without an initializer, the entry reads the key named after its type, a
          // `TestDependencyKey`: declare it, or give the property an initializer (its live value).
          private typealias __Key_authClient = AuthClientKey
          var session: Auth.Session {
            get {
              self[__Key_session.self]
            }
            set {
              self[__Key_session.self] = newValue
            }
          }

          // Without an initializer, the entry reads the key named after its type, a
          // `TestDependencyKey`: declare it, or give the property an initializer (its live value).
          private typealias __Key_session = Auth.SessionKey
        }
        """
    )
  }

  @Test func attachedToAFunctionIsAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry func apiClient() {}
      }
      """,
      expandedSource: """
        extension DependencyValues {
          func apiClient() {}
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEntry' can only be attached to a 'var' property in an extension of DependencyValues",
          line: 2, column: 3)
      ]
    )
  }

  @Test func usedOutsideAnExtensionOfDependencyValuesIsAnError() {
    assertExpansion(
      """
      struct Settings {
        @DependencyEntry var apiClient: APIClient = .live
      }
      """,
      expandedSource: """
        struct Settings {
          var apiClient: APIClient = .live
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyEntry' can only be used in 'extension DependencyValues'",
          line: 2, column: 3)
      ]
    )
  }

  @Test func letIsAnErrorWithAFixIt() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry let apiClient: APIClient = .live
      }
      """,
      expandedSource: """
        extension DependencyValues {
          let apiClient: APIClient = .live
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEntry' needs a 'var': a dependency can be overridden, so it needs a setter",
          line: 2, column: 20, fixIts: [FixItSpec(message: "Replace 'let' with 'var'")])
      ],
      applyFixIts: ["Replace 'let' with 'var'"],
      fixedSource: """
        extension DependencyValues {
          @DependencyEntry var apiClient: APIClient = .live
        }
        """
    )
  }

  @Test func missingTypeAnnotationIsAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var apiClient = APIClient.live
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var apiClient = APIClient.live
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEntry' needs the type of 'apiClient', which it cannot infer; write it after the name: 'var apiClient: TheType = …'",
          line: 2, column: 24)
      ]
    )
  }

  // The expansion machinery rejects this before the macro runs; the compiler does the same.
  @Test func severalBindingsAreAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var a: A = .live, b: B = .live
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var a: A = .live, b: B = .live
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "accessor macro can only be applied to a single variable", line: 2, column: 3),
        DiagnosticSpec(
          message: "peer macro can only be applied to a single variable", line: 2, column: 3),
      ]
    )
  }

  @Test func aTuplePatternIsAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var (a, b): (A, B)
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var (a, b): (A, B)
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEntry' needs a simple property name, such as 'var apiClient: APIClient'",
          line: 2, column: 24)
      ]
    )
  }

  @Test func staticIsAnErrorWithAFixIt() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry static var apiClient: APIClient = .live
      }
      """,
      expandedSource: """
        extension DependencyValues {
          static var apiClient: APIClient = .live
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyEntry' cannot be attached to a static property; remove 'static'",
          line: 2, column: 20, fixIts: [FixItSpec(message: "Remove 'static'")])
      ],
      applyFixIts: ["Remove 'static'"],
      fixedSource: """
        extension DependencyValues {
          @DependencyEntry var apiClient: APIClient = .live
        }
        """
    )
  }

  @Test func aComputedPropertyIsAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var apiClient: APIClient { .live }
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var apiClient: APIClient { .live }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyEntry' generates the accessors of 'apiClient'; remove its body",
          line: 2, column: 45)
      ]
    )
  }

  @Test func argumentsWithoutAnInitializerAreAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry(test: .unimplemented) var authClient: AuthClient
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var authClient: AuthClient
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'preview:' and 'test:' need a live value: give 'authClient' an initializer, or declare those values on the key the property routes through",
          line: 2, column: 20)
      ]
    )
  }

  @Test func bareFormWithAGenericTypeIsAnError() {
    assertExpansion(
      """
      extension DependencyValues {
        @DependencyEntry var cache: Cache<String>
      }
      """,
      expandedSource: """
        extension DependencyValues {
          var cache: Cache<String>
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEntry' without an initializer routes through a key named after the type, but 'Cache<String>' has no simple name; give the property an initializer, or write the accessors by hand",
          line: 2, column: 31)
      ]
    )
  }
}
