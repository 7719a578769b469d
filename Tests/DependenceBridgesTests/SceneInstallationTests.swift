import Dependence
import Testing

@MainActor
@Suite struct SceneInstallationTests {
  let location = Dependence.SourceLocation(fileID: "App/App.swift", filePath: "/App/App.swift", line: 9, column: 7)

  @Test func theFirstEvaluationInstallsDefaults() {
    let cache = DefaultCache()
    let installed = SceneInstallation().install({ $0.name = "scene" }, into: cache, at: location)
    #expect(installed)
    #expect(cacheOnly(cache).name == "scene")
  }

  @Test func laterEvaluationsAreSilentNoOps() {
    let cache = DefaultCache()
    let installation = SceneInstallation()
    installation.install({ $0.name = "first" }, into: cache, at: location)
    let (installed, issues) = collectIssues {
      installation.install({ $0.name = "second" }, into: cache, at: location)
    }
    #expect(!installed)
    #expect(issues.isEmpty)
    #expect(cacheOnly(cache).name == "first")
  }

  @Test func aLaterEvaluationDoesNotRunItsUpdate() {
    let cache = DefaultCache()
    let installation = SceneInstallation()
    installation.install({ _ in }, into: cache, at: location)
    var ran = false
    installation.install({ _ in ran = true }, into: cache, at: location)
    #expect(!ran)
  }

  @Test func eachCacheIsInstalledOnce() {
    let installation = SceneInstallation()
    let first = DefaultCache()
    let second = DefaultCache()
    installation.install({ $0.name = "one" }, into: first, at: location)
    installation.install({ $0.name = "two" }, into: second, at: location)
    #expect(cacheOnly(first).name == "one")
    #expect(cacheOnly(second).name == "two")
  }

  @Test func installingAfterPrepareDependenciesReportsAtTheScene() {
    let cache = DefaultCache()
    withDependencies { $0.cache = cache } operation: {
      prepareDependencies { $0.name = "prepared" }
    }
    let (_, issues) = collectIssues {
      SceneInstallation().install({ $0.name = "scene" }, into: cache, at: location)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("prepareDependencies was already called") == true)
    #expect(issues.first?.location == location)
    #expect(cacheOnly(cache).name == "prepared")
  }

  @Test func aKeyReadBeforeTheFirstEvaluationIsReported() {
    let cache = DefaultCache()
    _ = cacheOnly(cache).name
    let (_, issues) = collectIssues {
      SceneInstallation().install({ $0.name = "scene" }, into: cache, at: location)
    }
    #expect(issues.map(\.message).contains { $0.contains("came too late for Dependency 'NameKey'") })
  }
}
