import DependenceMigration
import Foundation
import Testing

/// A key that main-actor default isolation made main-actor isolated becomes `nonisolated`: this
/// package's keys refine `SendableMetatype`, which no isolated conformance satisfies.
@Suite struct NonisolatedKeysMigrationTests {
  static func manifest(settings: String) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription
    \(settings)
    let package = Package(
      name: "App",
      platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
          swiftSettings: settings),
      ]
    )

    """
  }

  static let source = """
    import Dependencies

    nonisolated public struct Greeter: Sendable {
      public var greet: @Sendable (String) -> String
    }

    extension Greeter: DependencyKey {
      public static let liveValue = Greeter(greet: { "Hello, \\($0)" })
    }

    public struct Ticket: Sendable, Dependencies.TestDependencyKey {
      public static let testValue = Ticket()
    }

    nonisolated enum SettledKey: DependencyKey {
      static let liveValue = 1
    }

    extension Greeter: CustomStringConvertible {
      public var description: String { "Greeter" }
    }

    """

  func plan(settings: String) throws -> (MigrationPlan, TemporaryPackage) {
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest(settings: settings),
      "Sources/App/Greeter.swift": Self.source,
    ])
    return (try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d")), package)
  }

  @Test func aKeyThatSaysNothingOfItsIsolationBecomesNonisolated() throws {
    let (plan, package) = try plan(
      settings: "let settings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]")
    defer { package.remove() }
    let moved = try #require(plan.files.first { $0.path == "Sources/App/Greeter.swift" })
    #expect(
      moved.newText
        == Self.source
        .replacing("import Dependencies", with: "import Dependence")
        .replacing("\nextension Greeter: DependencyKey", with: "\nnonisolated extension Greeter: DependencyKey")
        .replacing("public struct Ticket", with: "public nonisolated struct Ticket")
        .replacing("Dependencies.TestDependencyKey", with: "Dependence.TestDependencyKey"))
    #expect(
      plan.report.contains(
        "Sources/App/Greeter.swift:7: extension Greeter: DependencyKey → nonisolated extension: keys refine SendableMetatype, and the main-actor default isolation made the conformance main-actor isolated"
      ))
    try plan.apply()
    let again = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    #expect(again.files.allSatisfy { $0.newText == nil })
  }

  @Test func withoutMainActorDefaultIsolationNothingChanges() throws {
    let (plan, package) = try plan(
      settings: "let settings: [SwiftSetting] = [.defaultIsolation(nil)]")
    defer { package.remove() }
    let moved = try #require(plan.files.first { $0.path == "Sources/App/Greeter.swift" })
    #expect(moved.newText?.contains("nonisolated extension Greeter: DependencyKey") == false)
    #expect(moved.newText?.contains("public struct Ticket") == true)
  }

  /// `@MainActor` on a key's conformance built with swift-dependencies and cannot here: a step.
  @Test func aKeyMarkedWithAGlobalActorIsAStep() throws {
    let source = """
      import Dependencies

      @MainActor
      extension Greeter: DependencyKey {
        static let liveValue = Greeter()
      }

      """
    let migration = migrated(source)
    #expect(migration.text == source.replacing("import Dependencies", with: "import Dependence"))
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "4: a key's conformance cannot be main-actor isolated here: keys refine `SendableMetatype`; remove the global actor, and mark the key `nonisolated` where the module's default isolation is the main actor"
      ])
  }
}
