import DependenceMigration
import Foundation
import Testing

/// A name of another module that Dependence declares too is qualified by its module, or listed.
@Suite struct NameClashesMigrationTests {
  @Test func qualifiesANameAnotherModuleOfThePackageDeclares() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/Models/Provider.swift": "public enum Provider: String { case apple, google }\n",
      "Sources/App/SignIn.swift": """
      import Dependencies
      import Models

      struct SignIn {
        @Dependency(\\.uuid) var uuid
        let providers: [Provider] = [Provider.apple, .google]
        func token(for provider: Provider) -> String { "\\(provider.rawValue)-\\(uuid())" }
        func make() -> Provider? { Provider(rawValue: "apple") }
      }

      """,
      "Sources/App/Own.swift": """
      import Dependencies

      struct Lazy { let value = 1 }
      let lazy: Lazy = Lazy()

      """,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let moved = try #require(plan.files.first { $0.path == "Sources/App/SignIn.swift" }?.newText)
    #expect(
      moved.contains(
        "let providers: [Models.Provider] = [Models.Provider.apple, .google]"))
    #expect(moved.contains("func token(for provider: Models.Provider) -> String"))
    #expect(
      moved.contains("func make() -> Models.Provider? { Models.Provider(rawValue: \"apple\") }"))
    #expect(
      plan.report.contains(
        "Sources/App/SignIn.swift:6: Provider → Models.Provider: Dependence declares a `Provider` too, which would make it ambiguous"
      ))
    let own = try #require(plan.files.first { $0.path == "Sources/App/Own.swift" }?.newText)
    #expect(own == "import Dependence\n\nstruct Lazy { let value = 1 }\nlet lazy: Lazy = Lazy()\n")
  }

  @Test func qualifiesANameByTheModuleAnImportedModuleReexports() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/Models/Provider.swift": "public enum Provider: String { case apple, google }\n",
      "Sources/Core/Exports.swift": "@_exported import Models\n",
      "Sources/App/SignIn.swift": """
      import Core
      import Dependencies

      func token(for provider: Provider) -> String { provider.rawValue }

      """,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let moved = try #require(plan.files.first { $0.path == "Sources/App/SignIn.swift" }?.newText)
    #expect(moved.contains("func token(for provider: Models.Provider) -> String"))
    #expect(!plan.report.contains("is another module's type"))
  }

  @Test func listsANameNoModuleOfThePackageDeclaresOncePerFile() {
    let source = """
      import Dependencies
      import Vendor

      let a: Recorder = Recorder()
      let b = Recorder()

      """
    let migration = migrated(source)
    #expect(migration.text == source.replacing("import Dependencies", with: "import Dependence"))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 4,
          what:
            "`Recorder` is another module's type, and Dependence declares a `Recorder` too: write it with its module (`TheModule.Recorder`), or the name is ambiguous",
          section: GuideSection.oneLine)
      ])
  }

  @Test func leavesAFileThatDoesNotImportSwiftDependencies() {
    let source = "import Models\n\nlet p: Provider = .apple\n"
    let migration = migrated(source)
    #expect(migration.text == source)
    #expect(migration.leftByHand == [])
  }
}
