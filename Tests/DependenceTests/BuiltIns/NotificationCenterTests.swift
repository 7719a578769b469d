import Dependence
import Foundation
import Testing

@Suite struct NotificationCenterTests {
  @Test func liveValueIsTheDefaultCenter() {
    #expect(freshValues(.live).notificationCenter === NotificationCenter.default)
  }

  @Test func eachTestScopeGetsItsOwnCenter() {
    let first = freshValues()
    let second = freshValues()
    #expect(first.notificationCenter === first.notificationCenter)
    #expect(first.notificationCenter !== second.notificationCenter)
    #expect(first.notificationCenter !== NotificationCenter.default)
  }

  @Test func aTestCenterDeliversOnlyItsOwnNotifications() {
    let name = Notification.Name("NotificationCenterTests.ping")
    let mine = freshValues().notificationCenter
    let received = NotificationCounter()
    let observer = mine.addObserver(forName: name, object: nil, queue: nil) { _ in
      received.add()
    }
    defer { mine.removeObserver(observer) }
    freshValues().notificationCenter.post(name: name, object: nil)
    NotificationCenter.default.post(name: name, object: nil)
    #expect(received.count == 0)
    mine.post(name: name, object: nil)
    #expect(received.count == 1)
  }

  @Test func anOverrideIsReadBack() {
    let center = NotificationCenter()
    withDependencies { $0.notificationCenter = center } operation: {
      @Dependency(\.notificationCenter) var notificationCenter
      #expect(notificationCenter === center)
    }
  }
}

private final class NotificationCounter: Sendable {
  private let value = LockedValue(0)
  func add() { value.withLock { $0 += 1 } }
  var count: Int { value.withLock { $0 } }
}
