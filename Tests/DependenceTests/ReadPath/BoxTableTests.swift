@testable import Dependence
import Foundation
import Testing

private enum TableKey<T>: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

/// A box for a key of its own: the identity of `owner`, an object the test keeps alive.
private func box(keyedBy owner: AnyObject) -> AnyDependencyBox {
  AnyDependencyBox(key: ObjectIdentifier(owner), context: .test, isPrepared: false)
}

@Suite struct BoxTableTests {
  @Test func readersRacingTheInsertsOfHundredsOfBoxesFindEachOnceItIsIn() {
    // 600 boxes fill the first level and two overflow levels while two threads read them.
    let owners = (0..<600).map { _ in Counter() }
    let boxes = owners.map { box(keyedBy: $0) }
    let table = BoxTable()
    let readersStarted = LockedValue(0)
    let readersDone = DispatchGroup()
    for _ in 0..<2 {
      readersDone.enter()
      Thread.detachNewThread {
        defer { readersDone.leave() }
        readersStarted.withLock { $0 += 1 }
        var found = 0
        while found < boxes.count {
          found = 0
          for box in boxes {
            guard let read = table.box(for: box.key, in: .test) else { continue }
            #expect(read === box)
            found += 1
          }
        }
      }
    }
    while readersStarted.withLock({ $0 }) < 2 {}
    for box in boxes { table.insert(box) }
    readersDone.wait()
    #expect(boxes.allSatisfy { table.box(for: $0.key, in: .test) === $0 })
    #expect(boxes.allSatisfy { table.box(for: $0.key, in: .live) == nil })
  }

  @Test func aTableReleasesItsBoxesWhenItGoes() {
    let owners = (0..<300).map { _ in Counter() }
    weak var first: AnyDependencyBox?
    weak var last: AnyDependencyBox?
    do {
      let table = BoxTable()
      let boxes = owners.map { box(keyedBy: $0) }
      for box in boxes { table.insert(box) }
      first = boxes.first
      last = boxes.last
    }
    #expect(first == nil)
    #expect(last == nil)
  }

  @Test func aKeyHasOneValuePerContext() {
    let table = BoxTable()
    for context in DependencyContext.allCases {
      table.insert(DependencyBox<TableKey<Int>>(Counter(), context: context))
    }
    let values = DependencyContext.allCases.compactMap {
      table.value(of: TableKey<Int>.self, in: $0)?.value
    }
    #expect(Set(values.map(ObjectIdentifier.init)).count == DependencyContext.allCases.count)
    #expect(table.value(of: TableKey<String>.self, in: .test) == nil)
  }
}
