import Dependence
import Testing

@MainActor
@Suite struct SceneInstallationTests {
  let location = Dependence.SourceLocation(fileID: "App/App.swift", filePath: "/App/App.swift", line: 9, column: 7)

  @Test func theFirstEvaluationInstallsDefaults() {
    let scope = DefaultScope()
    let installed = SceneInstallation().install({ $0.name = "scene" }, into: scope, at: location)
    #expect(installed)
    #expect(scopeOnly(scope).name == "scene")
  }

  @Test func laterEvaluationsAreSilentNoOps() {
    let scope = DefaultScope()
    let installation = SceneInstallation()
    installation.install({ $0.name = "first" }, into: scope, at: location)
    let (installed, issues) = collectIssues {
      installation.install({ $0.name = "second" }, into: scope, at: location)
    }
    #expect(!installed)
    #expect(issues.isEmpty)
    #expect(scopeOnly(scope).name == "first")
  }

  @Test func aLaterEvaluationDoesNotRunItsUpdate() {
    let scope = DefaultScope()
    let installation = SceneInstallation()
    installation.install({ _ in }, into: scope, at: location)
    var ran = false
    installation.install({ _ in ran = true }, into: scope, at: location)
    #expect(!ran)
  }

  @Test func eachScopeIsInstalledOnce() {
    let installation = SceneInstallation()
    let first = DefaultScope()
    let second = DefaultScope()
    installation.install({ $0.name = "one" }, into: first, at: location)
    installation.install({ $0.name = "two" }, into: second, at: location)
    #expect(scopeOnly(first).name == "one")
    #expect(scopeOnly(second).name == "two")
  }

  @Test func installingAfterPrepareDependenciesReportsAtTheScene() {
    let scope = DefaultScope()
    withDependencies { $0 = scopeOnly(scope) } operation: {
      prepareDependencies { $0.name = "prepared" }
    }
    let (_, issues) = collectIssues {
      SceneInstallation().install({ $0.name = "scene" }, into: scope, at: location)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("prepareDependencies was already called") == true)
    #expect(issues.first?.location == location)
    #expect(scopeOnly(scope).name == "prepared")
  }

  @Test func aKeyReadBeforeTheFirstEvaluationIsReported() {
    let scope = DefaultScope()
    _ = scopeOnly(scope).name
    let (_, issues) = collectIssues {
      SceneInstallation().install({ $0.name = "scene" }, into: scope, at: location)
    }
    #expect(issues.map(\.message).contains { $0.contains("came too late for Dependency 'NameKey'") })
  }
}
