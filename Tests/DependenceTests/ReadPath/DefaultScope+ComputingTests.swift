import Dependence
import Foundation
import Synchronization
import Testing

/// Counts how often its default is computed.
enum ComputedKey: TestDependencyKey {
  static let computations = Atomic(0)
  static var testValue: Counter {
    computations.add(1, ordering: .relaxed)
    return Counter()
  }
}

/// A default that reads another dependency while it is built.
enum DependentKey: TestDependencyKey {
  static var testValue: String {
    "depends on \(DependencyValues.current.greeter.greeting)"
  }
}

/// A default that reads a default that reads another.
enum ChainKey: TestDependencyKey {
  static var testValue: String { "chain: \(DependencyValues.current[DependentKey.self])" }
}

/// A default that takes a while to compute, and counts how often it is.
enum SlowKey: TestDependencyKey {
  static let computations = Atomic(0)
  static var testValue: Counter {
    computations.add(1, ordering: .relaxed)
    usleep(20_000)
    return Counter()
  }
}

/// A default that takes a moment to compute.
enum BriefKey: TestDependencyKey {
  static var testValue: Counter {
    usleep(1_000)
    return Counter()
  }
}

/// Two defaults that read each other, each after a pause, so that two tasks reading them at once
/// wait for each other.
enum PingKey: TestDependencyKey {
  static var testValue: Int {
    usleep(100_000)
    return DependencyValues.current[PongKey.self] + 1
  }
}

enum PongKey: TestDependencyKey {
  static var testValue: Int {
    usleep(100_000)
    return DependencyValues.current[PingKey.self] + 1
  }
}

/// A default that reads itself.
enum SelfReadingKey: TestDependencyKey {
  static var testValue: Int { DependencyValues.current[SelfReadingKey.self] + 1 }
}

/// A key for each type `T`: nesting `T` makes as many distinct keys as a test wants.
enum NestedKey<T>: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

enum Nest<T> {}

/// The defaults of `count` distinct keys, `NestedKey<T>`, `NestedKey<Nest<T>>` and so on, read
/// in the current scope.
func nestedDefaults<T>(_: T.Type, count: Int) -> [ObjectIdentifier] {
  guard count > 0 else { return [] }
  let value = DependencyValues.current[NestedKey<T>.self]
  return [ObjectIdentifier(value)] + nestedDefaults(Nest<T>.self, count: count - 1)
}

@Suite struct DefaultScopeComputingTests {
  @Test func aScopeKeepsHundredsOfDefaultsEachComputedOnce() {
    withFreshCache {
      let first = nestedDefaults(Int.self, count: 200)
      #expect(Set(first).count == 200)
      #expect(nestedDefaults(Int.self, count: 200) == first)
      var preview = DependencyValues.current
      preview.context = .preview
      withDependencies { $0 = preview } operation: {
        let inPreview = nestedDefaults(Int.self, count: 200)
        #expect(Set(inPreview + first).count == 400)
        #expect(nestedDefaults(Int.self, count: 200) == inPreview)
      }
    }
  }

  @Test func aDefaultIsComputedOncePerCacheAndContext() {
    withFreshCache {
      let before = ComputedKey.computations.load(ordering: .relaxed)
      let first = DependencyValues.current[ComputedKey.self]
      let second = DependencyValues.current[ComputedKey.self]
      #expect(first === second)
      var preview = DependencyValues.current
      preview.context = .preview
      let third = preview[ComputedKey.self]
      #expect(third !== first)
      #expect(ComputedKey.computations.load(ordering: .relaxed) - before == 2)
    }
  }

  @Test func defaultsThatReadOtherDefaultsDoNotDeadlock() async {
    await withDependencies { $0 = DependencyValues(scope: DefaultScope()) } operation: {
      await withTaskGroup(of: String.self) { group in
        for index in 0..<64 {
          group.addTask {
            index.isMultiple(of: 2)
              ? DependencyValues.current[ChainKey.self]
              : DependencyValues.current[DependentKey.self]
          }
        }
        for await value in group {
          #expect(value == "chain: depends on test" || value == "depends on test")
        }
      }
    }
  }

  @Test func concurrentFirstReadsYieldOneInstance() async {
    await withDependencies { $0 = DependencyValues(scope: DefaultScope()) } operation: {
      let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 0..<64 {
          group.addTask { ObjectIdentifier(DependencyValues.current[ComputedKey.self]) }
        }
        return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
      }
      #expect(instances.count == 1)
    }
  }

  @Test func aDefaultIsComputedOnceWhenAHundredTasksFirstReadItAtOnce() async {
    await withDependencies { $0 = DependencyValues(scope: DefaultScope()) } operation: {
      let before = SlowKey.computations.load(ordering: .relaxed)
      let instances = await withTaskGroup(of: ObjectIdentifier.self) { group in
        for _ in 0..<100 {
          group.addTask { ObjectIdentifier(DependencyValues.current[SlowKey.self]) }
        }
        return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
      }
      #expect(instances.count == 1)
      #expect(SlowKey.computations.load(ordering: .relaxed) - before == 1)
    }
  }

  /// The readers that waited for a default find it on their next look. When the computation was
  /// marked done before the default was stored, a woken reader looked again and again until the
  /// computing thread came back, and on a loaded machine overflowed the stack of a Swift executor
  /// thread. Threads with 64 KB stacks make such a loop crash at once.
  @Test func readersThatWaitedForADefaultFindItOnTheirNextLook() async {
    await #expect(processExitsWith: .success) {
      for _ in 0..<200 {
        let scope = DefaultScope()
        let readers = DispatchGroup()
        for _ in 0..<16 {
          readers.enter()
          let thread = Thread {
            withDependencies { $0 = DependencyValues(scope: scope) } operation: {
              _ = DependencyValues.current[BriefKey.self]
            }
            readers.leave()
          }
          thread.stackSize = 64 * 1024
          thread.start()
        }
        readers.wait()
      }
    }
  }

  @Test func twoTasksWhoseDefaultsReadEachOtherStopWithTheCycleInsteadOfHanging() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await withTaskGroup(of: Int.self) { group in
        group.addTask { DependencyValues.current[PingKey.self] }
        group.addTask { DependencyValues.current[PongKey.self] }
        await group.waitForAll()
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("Dependency cycle: "))
    #expect(output.contains("PingKey → PongKey") || output.contains("PongKey → PingKey"))
  }

  @Test func aSelfReadingDefaultStopsWithAMessageNamingTheCycle() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = DependencyValues.current[SelfReadingKey.self]
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "Dependency cycle: SelfReadingKey → SelfReadingKey. The default value of SelfReadingKey "
          + "reads itself while it is being computed."))
  }
}
