import Dependence
import Testing

@Suite struct TraitInheritanceTests {
  @Test func theMutationIsWrittenOverInheritedValues() {
    let merged = TraitInheritance.merged(inherited: values(name: "parent", city: "Lyon")) {
      $0.name = "child"
    }
    #expect(merged.name == "child")
    #expect(merged.city == "Lyon")
  }

  @Test func aPendingOverrideIsLaidOverTheInheritedValues() {
    let merged = TraitInheritance.merged(
      inherited: values(name: "parent", city: "Lyon"),
      pendingOverride: values(name: "earlier")
    ) { $0.city = "Oslo" }
    #expect(merged.name == "earlier")
    #expect(merged.city == "Oslo")
  }

  @Test func theInheritedValuesAreLeftAlone() {
    let inherited = values(name: "parent")
    _ = TraitInheritance.merged(inherited: inherited) { $0.name = "child" }
    #expect(inherited.name == "parent")
  }

  @Test func withNoOverrideAnywhereKeysReadTheirDefaults() {
    let merged = TraitInheritance.merged(inherited: DependencyValues()) { _ in }
    #expect(!merged.hasOverrides)
    #expect(merged.name == "test")
  }
}

@MainActor
@Suite struct TraitChainTests {
  @Test func aChildInheritsItsParentsOverride() {
    let window = StandInTraitNode()
    let view = StandInTraitNode(parent: window)
    window.dependencies { $0.name = "window" }
    view.updateTraitsIfNeeded()
    #expect(view.traitCollection.name == "window")
  }

  @Test func aChildsOverrideKeepsWhatItInheritsAndLeavesTheParentAlone() {
    let window = StandInTraitNode()
    window.dependencies { $0.name = "window"; $0.city = "Lyon" }
    window.updateTraitsIfNeeded()
    let view = StandInTraitNode(parent: window)
    let sibling = StandInTraitNode(parent: window)
    view.dependencies { $0.name = "view" }
    view.updateTraitsIfNeeded()
    sibling.updateTraitsIfNeeded()
    #expect(view.traitCollection.name == "view")
    #expect(view.traitCollection.city == "Lyon")
    #expect(window.traitCollection.name == "window")
    #expect(sibling.traitCollection.name == "window")
  }

  @Test func aSecondCallAddsToTheFirstBeforeTraitsAreRecomputed() {
    let view = StandInTraitNode()
    view.dependencies { $0.name = "first" }
    view.dependencies { $0.city = "Oslo" }
    view.updateTraitsIfNeeded()
    #expect(view.traitCollection.name == "first")
    #expect(view.traitCollection.city == "Oslo")
  }

  @Test func anOverrideIsASnapshotOfItsParent() {
    let window = StandInTraitNode()
    window.dependencies { $0.city = "Lyon" }
    window.updateTraitsIfNeeded()
    let view = StandInTraitNode(parent: window)
    view.dependencies { $0.name = "view" }
    window.dependencies { $0.city = "Oslo" }
    view.updateTraitsIfNeeded()
    #expect(view.traitCollection.city == "Lyon")
  }

  @Test func withoutAnyOverrideTheTraitIsEmpty() {
    let view = StandInTraitNode(parent: StandInTraitNode())
    #expect(!view.traitCollection.hasOverrides)
  }
}
