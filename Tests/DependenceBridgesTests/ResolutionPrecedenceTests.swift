import Dependence
import Testing

@Suite struct ResolutionPrecedenceTests {
  let environment = values(name: "environment")
  let taskLocal = values(name: "task-local")
  let subtree = values(name: "subtree")

  @Test func aViewReadsItsEnvironmentFirst() {
    let site = DependencyReadSite.view(environment: environment)
    let sources = ResolutionSources(taskLocal: taskLocal, subtree: subtree)
    #expect(site.values(from: sources).name == "environment")
  }

  @Test func aViewWithAnEmptyEnvironmentReadsTheTaskLocalOverride() {
    let site = DependencyReadSite.view(environment: DependencyValues())
    #expect(site.values(from: ResolutionSources(taskLocal: taskLocal, subtree: subtree)).name
      == "task-local")
  }

  @Test func aViewIgnoresAnEnvironmentThatOnlyCarriesACache() {
    let site = DependencyReadSite.view(environment: cacheOnly())
    #expect(site.values(from: ResolutionSources(taskLocal: taskLocal, subtree: subtree)).name
      == "task-local")
  }

  @Test func aViewFallsBackToTheSubtreeThenToDefaults() {
    let site = DependencyReadSite.view(environment: DependencyValues())
    #expect(site.values(from: ResolutionSources(subtree: subtree)).name == "subtree")
    #expect(site.values(from: ResolutionSources()).name == "test")
  }

  @Test(arguments: [DependencyReadSite.nonViewHost, .current])
  func otherSitesReadTheTaskLocalOverrideThenTheSubtreeThenDefaults(site: DependencyReadSite) {
    #expect(site.values(from: ResolutionSources(taskLocal: taskLocal, subtree: subtree)).name
      == "task-local")
    #expect(site.values(from: ResolutionSources(subtree: subtree)).name == "subtree")
    #expect(site.values(from: ResolutionSources()).name == "test")
  }

  @Test func aSpecificContainerAnswersWithItsOwnOverridesThenDefaults() {
    let sources = ResolutionSources(taskLocal: taskLocal, subtree: subtree)
    #expect(DependencyReadSite.container(values(name: "mine")).values(from: sources).name == "mine")
    #expect(DependencyReadSite.container(DependencyValues()).values(from: sources).name == "test")
  }

  @Test func theWinnerIsNotMergedWithLowerContainers() {
    let site = DependencyReadSite.view(environment: values(name: "environment"))
    let sources = ResolutionSources(
      taskLocal: values(name: "task-local", city: "Lyon"), subtree: values(name: "s", city: "Oslo"))
    #expect(site.values(from: sources).city == "Nowhere")
  }

  @Test func aCacheOnlyTaskScopeIsNotAnOverrideButKeepsItsDefaults() {
    let cache = DefaultCache()
    let site = DependencyReadSite.nonViewHost
    let resolved = site.values(from: ResolutionSources(taskLocal: cacheOnly(cache), subtree: subtree))
    #expect(resolved.name == "subtree")
    #expect(resolved.cache === cache)
    #expect(site.values(from: ResolutionSources(taskLocal: cacheOnly(cache))).cache === cache)
  }

  @Test func aWinnerWithItsOwnCacheKeepsIt() {
    let own = DefaultCache()
    var environment = values(name: "environment")
    environment.cache = own
    let site = DependencyReadSite.view(environment: environment)
    let resolved = site.values(from: ResolutionSources(taskLocal: cacheOnly()))
    #expect(resolved.cache === own)
  }

  @Test func readingBindsTheWinnerForDefaultsThatReadOtherDependencies() {
    let site = DependencyReadSite.view(environment: values(name: "Ada"))
    #expect(site.read(\.greeting, from: ResolutionSources(taskLocal: taskLocal)) == "Hello, Ada")
  }

  @Test func runningSourcesAreTheTaskLocalValues() {
    withDependencies {
      $0.name = "scoped"
    } operation: {
      #expect(ResolutionSources.running.taskLocal.name == "scoped")
      #expect(DependencyReadSite.current.values(from: .running).name == "scoped")
    }
    #expect(!ResolutionSources.running.taskLocal.hasOverrides)
  }
}
