import Dependence
import Testing

@Suite struct SubtreeRegistryTests {
  @Test func nothingIsLatestUntilAnEntryIsPublished() {
    let registry = SubtreeRegistry()
    let entry = registry.makeEntry()
    #expect(registry.latest == nil)
    entry.update(values(name: "staged"))
    #expect(registry.latest == nil)
    entry.publish(values(name: "shown"))
    #expect(registry.latest?.name == "shown")
  }

  @Test func theMostRecentlyPublishedEntryIsLatest() {
    let registry = SubtreeRegistry()
    let first = registry.makeEntry()
    let second = registry.makeEntry()
    second.publish(values(name: "second"))
    first.publish(values(name: "first"))
    #expect(registry.latest?.name == "first")
    second.publish(values(name: "second again"))
    #expect(registry.latest?.name == "second again")
  }

  @Test func retractingTheLatestFallsBackToThePreviousLiveEntry() {
    let registry = SubtreeRegistry()
    let first = registry.makeEntry()
    let second = registry.makeEntry()
    first.publish(values(name: "first"))
    second.publish(values(name: "second"))
    second.retract()
    #expect(registry.latest?.name == "first")
    first.retract()
    #expect(registry.latest == nil)
  }

  @Test func anEntryWithoutOverridesNeverShadowsAnOlderOne() {
    let registry = SubtreeRegistry()
    let full = registry.makeEntry()
    let empty = registry.makeEntry()
    let scopeOnlyEntry = registry.makeEntry()
    full.publish(values(name: "full"))
    empty.publish(DependencyValues())
    scopeOnlyEntry.publish(scopeOnly())
    #expect(registry.latest?.name == "full")
  }

  @Test func updatingKeepsAnEntrysPlaceAndLiveness() {
    let registry = SubtreeRegistry()
    let older = registry.makeEntry()
    let newer = registry.makeEntry()
    older.publish(values(name: "older"))
    newer.publish(values(name: "newer"))
    older.update(values(name: "older, changed"))
    #expect(registry.latest?.name == "newer")
    newer.update(values(name: "newer, changed"))
    #expect(registry.latest?.name == "newer, changed")
    newer.retract()
    newer.update(values(name: "offscreen"))
    #expect(registry.latest?.name == "older, changed")
  }

  @Test func anEntryThatEmptiesStopsBeingLatest() {
    let registry = SubtreeRegistry()
    let older = registry.makeEntry()
    let newer = registry.makeEntry()
    older.publish(values(name: "older"))
    newer.publish(values(name: "newer"))
    newer.update(DependencyValues())
    #expect(registry.latest?.name == "older")
  }

  @Test func aReleasedEntryIsRemoved() {
    let registry = SubtreeRegistry()
    let kept = registry.makeEntry()
    kept.publish(values(name: "kept"))
    do {
      let dropped = registry.makeEntry()
      dropped.publish(values(name: "dropped"))
      #expect(registry.latest?.name == "dropped")
    }
    #expect(registry.latest?.name == "kept")
  }

  @Test func anUpdatedButUnpublishedEntryBecomesLatestOnlyWhenPublished() {
    let registry = SubtreeRegistry()
    let older = registry.makeEntry()
    older.publish(values(name: "older"))
    let newer = registry.makeEntry()
    newer.update(values(name: "newer"))
    #expect(registry.latest?.name == "older")
    newer.retract()
    #expect(registry.latest?.name == "older")
    newer.publish(values(name: "newer, shown"))
    #expect(registry.latest?.name == "newer, shown")
  }

  @Test func droppingUnpublishedEntriesLeavesTheLatestAlone() {
    let registry = SubtreeRegistry()
    let shown = registry.makeEntry()
    shown.publish(values(name: "shown"))
    for _ in 0..<10 {
      let staged = registry.makeEntry()
      staged.update(values(name: "staged"))
      _ = registry.makeEntry()
    }
    #expect(registry.latest?.name == "shown")
  }

  @Test func concurrentReadersSeeAPublishedValueOrNothing() async {
    let registry = SubtreeRegistry()
    let names = ["a", "b", "c", "d"]
    await withTaskGroup(of: Void.self) { group in
      for name in names {
        group.addTask {
          let entry = registry.makeEntry()
          for _ in 0..<200 {
            entry.publish(values(name: name))
            entry.retract()
          }
        }
        group.addTask {
          for _ in 0..<200 {
            if let latest = registry.latest { #expect(names.contains(latest.name)) }
          }
        }
      }
    }
    #expect(registry.latest == nil)
  }
}

/// The read path consults the registry's latest subtree when no task-local values are bound.
///
/// The registry is process-wide, so the check runs in a child process of its own.
@Suite struct SubtreeFallbackReadTests {
  @Test func currentAndWrappersFallBackToTheLatestSubtreeOutsideAnyScope() async {
    await #expect(processExitsWith: .success) {
      @Dependency(FallbackLabelKey.self) var createdBefore
      let entry = SubtreeRegistry.shared.makeEntry()
      var values = DependencyValues()
      values[FallbackLabelKey.self] = "from subtree"
      entry.publish(values)
      @Dependency(FallbackLabelKey.self) var createdDuring
      precondition(createdBefore == "from subtree")
      precondition(createdDuring == "from subtree")
      precondition(DependencyValues.current[FallbackLabelKey.self] == "from subtree")
      withDependencies { $0[FallbackLabelKey.self] = "task-local" } operation: {
        precondition(createdBefore == "task-local")
      }
      entry.retract()
      precondition(createdBefore == "default")
      precondition(createdDuring == "from subtree")
      precondition(DependencyValues.current[FallbackLabelKey.self] == "default")
    }
  }

  @Test func aWrapperSeesWhatCurrentSeesOnceASubtreeIsPublishedOverAScopeWithoutOverrides() async {
    await #expect(processExitsWith: .success) {
      withDependencies { $0 = scopeOnly() } operation: {
        @Dependency(FallbackLabelKey.self) var label
        @Dependency(\.name) var name
        precondition(label == "default")
        let entry = SubtreeRegistry.shared.makeEntry()
        var values = values(name: "subtree")
        values[FallbackLabelKey.self] = "from subtree"
        entry.publish(values)
        precondition(DependencyValues.current[FallbackLabelKey.self] == "from subtree")
        precondition(label == "from subtree", "the wrapper read \(label)")
        precondition(name == DependencyValues.current.name, "the wrapper read \(name)")
        entry.retract()
        precondition(label == "default")
      }
    }
  }
}

enum FallbackLabelKey: TestDependencyKey {
  static let testValue = "default"
}
