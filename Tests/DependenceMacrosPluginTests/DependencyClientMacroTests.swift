import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite struct DependencyClientMacroTests {
  @Test func publicClientGetsPublicNonisolatedInitAndUnimplemented() {
    assertExpansion(
      """
      @DependencyClient
      public struct APIClient: Sendable {
        public var fetchGreeting: @Sendable () async throws -> String
      }
      """,
      expandedSource: """
        public struct APIClient: Sendable {
          public var fetchGreeting: @Sendable () async throws -> String

          public nonisolated init(
            fetchGreeting: (@Sendable () async throws -> String)? = nil
          ) {
            self.fetchGreeting = fetchGreeting ?? {
              try Dependence.throwingUnimplemented("APIClient.fetchGreeting", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 14)
            }
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          public nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          public nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            factory.recording.prepareEndpoint("APIClient.fetchGreeting", \\Self.fetchGreeting, returning: (String).self)
            let fetchGreeting: @Sendable () async throws -> String = {
              try await factory.recording.recordCall(\\Self.fetchGreeting)
            }
            self.init(
              fetchGreeting: fetchGreeting
            )
          }
        }

        extension APIClient: Dependence.Unimplementable {
        }
        """
    )
  }

  @Test func voidEndpointsReportAndParametersAreIgnored() {
    assertExpansion(
      """
      @DependencyClient
      struct SearchClient {
        var search: @Sendable (String, Int) async throws -> [String]
        var cancel: @escaping @Sendable (inout Int) -> Void
      }
      """,
      expandedSource: """
        struct SearchClient {
          var search: @Sendable (String, Int) async throws -> [String]
          var cancel: @escaping @Sendable (inout Int) -> Void

          nonisolated init(
            search: (@Sendable (String, Int) async throws -> [String])? = nil,
            cancel: (@Sendable (inout Int) -> Void)? = nil
          ) {
            self.search = search ?? { _, _ in
              try Dependence.throwingUnimplemented("SearchClient.search", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
            self.cancel = cancel ?? { _ in
              Dependence.unimplemented("SearchClient.cancel", fileID: "TestModule/test.swift", filePath: "test.swift", line: 4, column: 7)
            }
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            factory.recording.prepareEndpoint("SearchClient.search", \\Self.search, (String).self, (Int).self, returning: ([String]).self)
            let search: @Sendable (String, Int) async throws -> [String] = { p0, p1 in
              try await factory.recording.recordCall(\\Self.search, p0, p1)
            }
            self.init(
              search: search
            )
          }
        }

        extension SearchClient: Dependence.Unimplementable {
        }
        """
    )
  }

  @Test func otherPropertiesBecomeParametersAndBlockUnimplementedWhenRequired() {
    assertExpansion(
      """
      @DependencyClient
      struct ConfiguredClient {
        var name: String
        var limit: Int = 10
        var label: String?
        let version = 1
        var load: @Sendable () throws -> String = { "default" }
        var upper: String { name.uppercased() }
        static var shared = 0
      }
      """,
      expandedSource: """
        struct ConfiguredClient {
          var name: String
          var limit: Int = 10
          var label: String?
          let version = 1
          var load: @Sendable () throws -> String = { "default" }
          var upper: String { name.uppercased() }
          static var shared = 0

          nonisolated init(
            name: String,
            limit: Int = 10,
            label: String? = nil,
            load: (@Sendable () throws -> String)? = nil
          ) {
            self.name = name
            self.limit = limit
            self.label = label
            let __default_load: @Sendable () throws -> String = {
              "default"
            }
            self.load = load ?? {
              Dependence.unimplemented("ConfiguredClient.load", fileID: "TestModule/test.swift", filePath: "test.swift", line: 7, column: 7)
              return try __default_load()
            }
          }
        }
        """
    )
  }

  @Test func nonThrowingValueEndpointWarnsWithAFixIt() {
    assertExpansion(
      """
      @DependencyClient
      struct CounterClient {
        var count: @Sendable (Int) async -> Int
      }
      """,
      expandedSource: """
        struct CounterClient {
          var count: @Sendable (Int) async -> Int

          nonisolated init(
            count: (@Sendable (Int) async -> Int)? = nil
          ) {
            self.count = count ?? { _ in
              Dependence.unimplemented("CounterClient.count", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            factory.recording.prepareEndpoint("CounterClient.count", \\Self.count, (Int).self, returning: (Int).self)
            let count: @Sendable (Int) async -> Int = { p0 in
              await factory.recording.recordNonThrowingCall(\\Self.count, p0)
            }
            self.init(
              count: count
            )
          }
        }

        extension CounterClient: Dependence.Unimplementable {
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'CounterClient.count' returns a value but cannot throw, so when it is unimplemented it reports and then stops the program; mark it 'throws' so an unimplemented call fails the test instead",
          line: 3, column: 7, severity: .warning, fixIts: [FixItSpec(message: "Mark it 'throws'")])
      ],
      applyFixIts: ["Mark it 'throws'"],
      fixedSource: """
        @DependencyClient
        struct CounterClient {
          var count: @Sendable (Int) async throws -> Int
        }
        """
    )
  }

  @Test func nonsendingEndpointsAreRecordedWithTheirOwnType() {
    assertExpansion(
      """
      @DependencyClient
      struct AuthClient: Sendable {
        var login: nonisolated(nonsending) @Sendable (_ name: String, _ password: String) async throws -> String
        var track: nonisolated(nonsending) @Sendable (String) async -> Void
      }
      """,
      expandedSource: """
        struct AuthClient: Sendable {
          var login: nonisolated(nonsending) @Sendable (_ name: String, _ password: String) async throws -> String
          var track: nonisolated(nonsending) @Sendable (String) async -> Void

          nonisolated init(
            login: (nonisolated(nonsending) @Sendable (_ name: String, _ password: String) async throws -> String)? = nil,
            track: (nonisolated(nonsending) @Sendable (String) async -> Void)? = nil
          ) {
            self.login = login ?? { _, _ in
              try Dependence.throwingUnimplemented("AuthClient.login", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
            self.track = track ?? { _ in
              Dependence.unimplemented("AuthClient.track", fileID: "TestModule/test.swift", filePath: "test.swift", line: 4, column: 7)
            }
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            factory.recording.prepareEndpoint("AuthClient.login", \\Self.login, (String).self, (String).self, returning: (String).self)
            let login: nonisolated(nonsending) @Sendable (_ name: String, _ password: String) async throws -> String = { p0, p1 in
              try await factory.recording.recordCall(\\Self.login, p0, p1)
            }
            factory.recording.prepareEndpoint("AuthClient.track", \\Self.track, (String).self, returning: (Void).self)
            let track: nonisolated(nonsending) @Sendable (String) async -> Void = { p0 in
              await factory.recording.recordNonThrowingCall(\\Self.track, p0)
            }
            self.init(
              login: login,
              track: track
            )
          }
        }

        extension AuthClient: Dependence.Unimplementable {
        }
        """
    )
  }

  @Test func onlySendableEndpointsWithPlainParametersAreMadeByTheFactory() {
    assertExpansion(
      """
      @DependencyClient
      struct MixedClient {
        var plain: () -> Void
        var typed: @Sendable () throws(LoadError) -> Void
        var variadic: @Sendable (Int...) -> Void
        var optional: (@Sendable () -> Void)?
        var ready: @escaping @Sendable (_ id: Int, any Error) -> Void = { _, _ in }
      }
      """,
      expandedSource: """
        struct MixedClient {
          var plain: () -> Void
          var typed: @Sendable () throws(LoadError) -> Void
          var variadic: @Sendable (Int...) -> Void
          var optional: (@Sendable () -> Void)?
          var ready: @escaping @Sendable (_ id: Int, any Error) -> Void = { _, _ in }

          nonisolated init(
            plain: (() -> Void)? = nil,
            typed: (@Sendable () throws(LoadError) -> Void)? = nil,
            variadic: (@Sendable (Int...) -> Void)? = nil,
            optional: (@Sendable () -> Void)? = nil,
            ready: (@Sendable (_ id: Int, any Error) -> Void)? = nil
          ) {
            self.plain = plain ?? {
              Dependence.unimplemented("MixedClient.plain", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
            self.typed = typed ?? {
              Dependence.unimplemented("MixedClient.typed", fileID: "TestModule/test.swift", filePath: "test.swift", line: 4, column: 7)
            }
            self.variadic = variadic ?? { _ in
              Dependence.unimplemented("MixedClient.variadic", fileID: "TestModule/test.swift", filePath: "test.swift", line: 5, column: 7)
            }
            self.optional = optional
            let __default_ready: @Sendable (_ id: Int, any Error) -> Void = { _, _ in
            }
            self.ready = ready ?? { p0, p1 in
              Dependence.unimplemented("MixedClient.ready", fileID: "TestModule/test.swift", filePath: "test.swift", line: 7, column: 7)
              return __default_ready(p0, p1)
            }
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            let ready: @Sendable (_ id: Int, any Error) -> Void = factory.recording.endpoint("MixedClient.ready", \\Self.ready)
            self.init(
              ready: ready
            )
          }
        }

        extension MixedClient: Dependence.Unimplementable {
        }
        """
    )
  }
}
