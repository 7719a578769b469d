import DependenceMigration
import Testing

/// swift-dependencies' `@DependencyEntry` in this package's spelling: the initializer was the
/// test value and is the live value here; what cannot be rewritten safely is a step.
@Suite struct DependencyEntryMigrationTests {
  static let initializerIsLive = ManualStep(
    line: 3,
    what:
      "`client`: the initializer is now the live value: it was only the test value before; give the live value",
    section: "One-line replacements")

  @Test func anUnimplementedClientOfTheFileBecomesUnimplemented() {
    let source = """
      import DependenciesMacros
      @DependencyClient
      struct SessionLog: Sendable {
        var record: @Sendable (String) async throws -> Void
      }
      extension DependencyValues {
        @DependencyEntry(liveValue: SessionLog.inMemory()) var sessionLog: SessionLog = SessionLog()
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.contains(
        "@DependencyEntry(test: .unimplemented) var sessionLog: SessionLog = SessionLog.inMemory()")
    )
    expectIdempotent(migration)
  }

  /// A closure as the `test:` argument has no type from the property: it is coerced to it.
  @Test func aClosureTestValueIsCoercedToThePropertysType() {
    let source = """
      import Dependencies
      extension DependencyValues {
        @DependencyEntry public var onLog: @Sendable (String) -> Void = { _ in }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.contains(
        "@DependencyEntry(test: ({ _ in } as @Sendable (String) -> Void)) public var onLog: @Sendable (String) -> Void = { _ in }"
      ))
    expectIdempotent(migration)
  }

  @Test func aClientOfAnotherFileIsKnownByItsName() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry(liveValue: .live) var api: APIClient = .init()
        @DependencyEntry(liveValue: .live) var other: Other = Other()
      }

      """
    guard
      case .success(let migration) = SourceMigration.migrate(
        source, isTest: false, dependencyClients: ["APIClient"])
    else {
      Issue.record("unparsable")
      return
    }
    #expect(
      migration.text.contains("@DependencyEntry(test: .unimplemented) var api: APIClient = .live"))
    // Not a client: its initializer may be visible to a macro argument, and is kept.
    #expect(migration.text.contains("@DependencyEntry(test: Other()) var other: Other = .live"))
  }

  @Test func passesTheInitializerAsTheTestValue() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry var client: Client = .mock // test
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        extension DependencyValues {
          @DependencyEntry(test: Client.mock) var client: Client = .mock // test
        }

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "import DependenciesMacros → import DependenceMacros"),
        Change(
          line: 3, description: "@DependencyEntry var client → @DependencyEntry(test:) var client"),
      ])
    #expect(migration.leftByHand == [Self.initializerIsLive])
    expectIdempotent(migration)
  }

  /// A macro argument has no type to resolve `.noop` against, as the initializer had: the
  /// property's type is written before the dot, or coerced to where it cannot stand there.
  @Test func anImplicitMemberValueGetsThePropertysType() {
    let source = """
      import Dependencies
      extension DependencyValues {
        @DependencyEntry var analytics: Analytics = .init(sink: .console).muted
        @DependencyEntry(previewValue: .sample[0]) var tracker: Tracker = .noop
        @DependencyEntry var optional: Tracker? = .none
        @DependencyEntry var nested: Module.Tracker = .noop
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence
        extension DependencyValues {
          @DependencyEntry(test: Analytics.init(sink: .console).muted) var analytics: Analytics = .init(sink: .console).muted
          @DependencyEntry(preview: Tracker.sample[0], test: Tracker.noop) var tracker: Tracker = .noop
          @DependencyEntry(test: (.none as Tracker?)) var optional: Tracker? = .none
          @DependencyEntry(test: Module.Tracker.noop) var nested: Module.Tracker = .noop
        }

        """)
    expectIdempotent(migration)
  }

  @Test func makesTheLiveValueTheInitializer() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry(liveValue: Client.live)
        var client: Client = Client.mock
      }
      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        extension DependencyValues {
          @DependencyEntry(test: Client.mock)
          var client: Client = Client.live
        }
        """)
    #expect(
      migration.changes.last
        == Change(
          line: 3,
          description:
            "@DependencyEntry(liveValue:) var client → @DependencyEntry(test:) var client = live value"
        ))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func putsThePreviewValueBeforeTheTestValue() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry(liveValue: .live, previewValue: .preview) var client: Client = .mock
      }
      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        extension DependencyValues {
          @DependencyEntry(preview: Client.preview, test: Client.mock) var client: Client = .live
        }
        """)
    expectIdempotent(migration)
  }

  @Test func makesTheLiveValueTheInitializerOfAnEntryWithoutOne() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry(liveValue: Client()) var client: Client // no test value
      }
      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        extension DependencyValues {
          @DependencyEntry var client: Client = Client() // no test value
        }
        """)
    #expect(
      migration.changes.last
        == Change(
          line: 3,
          description:
            "@DependencyEntry(liveValue:) var client → @DependencyEntry var client = live value"))
    #expect(migration.leftByHand == [])
  }

  @Test func leavesAKeyNameWithAStep() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry("ClientKey") public var client: Client = .mock
      }
      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        extension DependencyValues {
          @DependencyEntry("ClientKey") public var client: Client = .mock
        }
        """)
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 3,
          what:
            "rewrite by hand: here the initializer is the live value, `preview:` and `test:` are arguments",
          section: "One-line replacements")
      ])
  }

  @Test func leavesThisPackagesSpellingAlone() {
    let source = """
      import DependenceMacros
      extension DependencyValues {
        @DependencyEntry var client: Client = .live
        @DependencyEntry(preview: .preview) var other: Client = .live
      }
      """
    #expect(migrated(source) == FileMigration(text: source))
  }

  @Test func writesTheTypeThatTheInitializerNames() {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry public var greeter = Greeter(greet: { "Hello, \\($0)" })
        @DependencyEntry(liveValue: Logbook(write: { print($0) }))
        public var logbook = Logbook(write: { _ in })
        @DependencyEntry var session = URLSession.shared
        @DependencyEntry var box = Box<Int>.init(1) // boxed
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        extension DependencyValues {
          @DependencyEntry(test: Greeter(greet: { "Hello, \\($0)" })) public var greeter: Greeter = Greeter(greet: { "Hello, \\($0)" })
          @DependencyEntry(test: Logbook(write: { _ in }))
          public var logbook: Logbook = Logbook(write: { print($0) })
          @DependencyEntry(test: URLSession.shared) var session: URLSession = URLSession.shared
          @DependencyEntry(test: Box<Int>.init(1)) var box: Box<Int> = Box<Int>.init(1) // boxed
        }

        """)
    #expect(
      migration.changes.map(\.description).dropFirst() == [
        "@DependencyEntry var greeter → @DependencyEntry(test:) var greeter: Greeter",
        "@DependencyEntry(liveValue:) var logbook → @DependencyEntry(test:) var logbook: Logbook = live value",
        "@DependencyEntry var session → @DependencyEntry(test:) var session: URLSession",
        "@DependencyEntry var box → @DependencyEntry(test:) var box: Box<Int>",
      ])
    expectIdempotent(migration)
  }

  @Test func anUnimplementedClientKeepsItsInferredType() {
    let source = """
      import DependenciesMacros
      @DependencyClient
      struct Api: Sendable {
        var load: @Sendable () async throws -> Int
      }
      extension DependencyValues {
        @DependencyEntry(liveValue: Api.live) var api = Api()
      }

      """
    #expect(
      migrated(source).text.contains(
        "@DependencyEntry(test: .unimplemented) var api: Api = Api.live"))
  }

  @Test(arguments: [
    "Greeter.live.logged()", ".init()", "makeGreeter()", "[0]", "greeter", "Self.greeter",
    "Greeter.make()!",
  ])
  func listsAnInitializerWhoseTypeIsNotCertain(_ initializer: String) {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry var greeter = \(initializer)
      }

      """
    let migration = migrated(source)
    #expect(migration.text.contains("@DependencyEntry var greeter = \(initializer)"))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 3,
          what:
            "write the type of `greeter` (`var greeter: Type = …`), which the macro here needs; then rewrite by hand: here the initializer is the live value, `preview:` and `test:` are arguments",
          section: "One-line replacements")
      ])
  }

  /// A literal alone has the type Swift gives it, and a failable initializer unwrapped with `!`
  /// the initializer's type: both are written where swift-dependencies inferred them.
  @Test(arguments: [
    ("3", "Int"), ("-1", "Int"), ("0.5", "Double"), ("true", "Bool"), ("\"https\"", "String"),
    ("URL(string: \"https://example.com\")!", "URL"),
  ])
  func writesTheTypeOfALiteralOrAnUnwrappedInitializer(initializer: String, type: String) {
    let source = """
      import DependenciesMacros
      extension DependencyValues {
        @DependencyEntry public var setting = \(initializer)
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.contains(
        "@DependencyEntry(test: \(initializer)) public var setting: \(type) = \(initializer)"))
    #expect(
      migration.leftByHand.map(\.what) == [
        "`setting`: the initializer is now the live value: it was only the test value before; give the live value"
      ],
      "the type is written: what is left is the live value, as for any entry")
  }
}
