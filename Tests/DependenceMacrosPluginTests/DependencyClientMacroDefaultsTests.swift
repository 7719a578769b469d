import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// An endpoint written with a default reports its call, then answers as the default does.
@Suite struct DependencyClientMacroDefaultsTests {
  /// Arguments pass on as they came (`inout` ones with `&`); a typed-throws closure gets its
  /// error type written, and an `if let` instead of `??`, on which Swift 6.3's SIL generation
  /// crashes; a variadic endpoint, whose arguments cannot pass on, keeps its default.
  @Test func aDefaultIsCalledWithTheArgumentsAfterTheReport() {
    assertExpansion(
      """
      @DependencyClient
      struct DefaultsClient {
        var adjust: (inout Int, String) -> Void = { value, _ in value += 1 }
        var parse: @Sendable (String) throws(ParseError) -> Int = { _ in 0 }
        var join: (String...) -> String = { $0.joined() }
      }
      """,
      expandedSource: """
        struct DefaultsClient {
          var adjust: (inout Int, String) -> Void = { value, _ in value += 1 }
          var parse: @Sendable (String) throws(ParseError) -> Int = { _ in 0 }
          var join: (String...) -> String = { $0.joined() }

          nonisolated init(
            adjust: ((inout Int, String) -> Void)? = nil,
            parse: (@Sendable (String) throws(ParseError) -> Int)? = nil,
            join: ((String...) -> String)? = nil
          ) {
            let __default_adjust: (inout Int, String) -> Void = { value, _ in
              value += 1
            }
            self.adjust = adjust ?? { p0, p1 in
              Dependence.unimplemented("DefaultsClient.adjust", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
              return __default_adjust(&p0, p1)
            }
            let __default_parse: @Sendable (String) throws(ParseError) -> Int = { _ in
              0
            }
            if let parse {
              self.parse = parse
            } else {
              self.parse = { (p0) throws(ParseError) in
                Dependence.unimplemented("DefaultsClient.parse", fileID: "TestModule/test.swift", filePath: "test.swift", line: 4, column: 7)
                return try __default_parse(p0)
              }
            }
            let __default_join: (String...) -> String = {
              $0.joined()
            }
            self.join = join ?? __default_join
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }
        }

        extension DefaultsClient: Dependence.Unimplementable {
        }
        """
    )
  }

  /// swift-dependencies' opt-out, same spelling: the initializer is the property's default as
  /// written, and one without an initializer is a required parameter.
  @Test func anIgnoredClosureIsAPlainProperty() {
    assertExpansion(
      """
      @DependencyClient
      struct LogClient {
        var log: @Sendable (String) -> Void
        @DependencyEndpointIgnored var format: @Sendable (String) -> String = { $0 }
        @DependencyEndpointIgnored var sink: @Sendable (String) -> Void
      }
      """,
      expandedSource: """
        struct LogClient {
          var log: @Sendable (String) -> Void
          var format: @Sendable (String) -> String = { $0 }
          var sink: @Sendable (String) -> Void

          nonisolated init(
            log: (@Sendable (String) -> Void)? = nil,
            format: (@Sendable (String) -> String)? = nil,
            sink: @escaping @Sendable (String) -> Void
          ) {
            self.log = log ?? { _ in
              Dependence.unimplemented("LogClient.log", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
            self.format = format ?? {
              $0
            }
            self.sink = sink
          }
        }
        """
    )
  }

  @Test func ignoringWhatIsNotAClosureVarIsAWarningThatItChangesNothing() {
    assertExpansion(
      """
      @DependencyClient
      struct LogClient {
        @DependencyEndpointIgnored var level: Int = 0
      }
      """,
      expandedSource: """
        struct LogClient {
          var level: Int = 0

          nonisolated init(
            level: Int = 0
          ) {
            self.level = level
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }
        }

        extension LogClient: Dependence.Unimplementable {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEndpointIgnored' on 'level' changes nothing: '@DependencyClient' makes endpoints of closure properties only, and 'level' is not one; remove the attribute",
          line: 3, column: 3, severity: .warning)
      ]
    )
  }

  /// swift-dependencies accepts the attribute on an optional closure, which is a plain property
  /// of the client already: so does this package, with no diagnostic.
  @Test func anIgnoredOptionalClosureStaysAPlainOptional() {
    assertExpansion(
      """
      @DependencyClient
      struct LogClient {
        var log: @Sendable (String) -> Void
        @DependencyEndpointIgnored var onFlush: (@Sendable () -> Void)?
        @DependencyEndpointIgnored var filter: Optional<@Sendable (String) -> Bool> = nil
      }
      """,
      expandedSource: """
        struct LogClient {
          var log: @Sendable (String) -> Void
          var onFlush: (@Sendable () -> Void)?
          var filter: Optional<@Sendable (String) -> Bool> = nil

          nonisolated init(
            log: (@Sendable (String) -> Void)? = nil,
            onFlush: (@Sendable () -> Void)? = nil,
            filter: Optional<@Sendable (String) -> Bool> = nil
          ) {
            self.log = log ?? { _ in
              Dependence.unimplemented("LogClient.log", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
            self.onFlush = onFlush
            self.filter = filter
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            let log: @Sendable (String) -> Void = factory.recording.endpoint("LogClient.log", \\Self.log)
            self.init(
              log: log
            )
          }
        }

        extension LogClient: Dependence.Unimplementable {
        }
        """
    )
  }

  @Test func ignoringALetIsAnError() {
    assertExpansion(
      """
      struct LogClient {
        @DependencyEndpointIgnored let format: @Sendable (String) -> String
      }
      """,
      expandedSource: """
        struct LogClient {
          let format: @Sendable (String) -> String
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyEndpointIgnored' marks a 'var' of a closure type in a '@DependencyClient' struct, such as 'var format: @Sendable (String) -> String = { $0 }'; remove it here",
          line: 2, column: 3)
      ]
    )
  }
}
