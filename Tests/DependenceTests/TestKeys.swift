import Dependence

/// A witness client used across the core tests.
struct NumberClient: Sendable {
  var number: @Sendable () -> Int
  static func constant(_ value: Int) -> NumberClient { NumberClient { value } }
}

enum NumberKey: DependencyKey {
  static let liveValue = NumberClient.constant(1)
  static let testValue = NumberClient.constant(2)
  static let previewValue = NumberClient.constant(3)
}

/// A key with a live and a test value but no preview value.
enum LiveAndTestKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

/// A key with only a live value: reading it in a test reports.
enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live"
}

/// A client key with only a live value: reading it in a test reports.
enum LiveNumberKey: DependencyKey {
  static let liveValue = NumberClient.constant(1)
}

/// A key whose author states the live value is safe in tests.
enum SafeLiveKey: DependencyKey {
  static let liveValue = "safe"
  static let testValue = liveValue
}

/// An interface-only key.
enum InterfaceKey: TestDependencyKey {
  static let testValue = "interface-test"
}

/// An interface-only client key.
enum InterfaceNumberKey: TestDependencyKey {
  static let testValue = NumberClient.constant(2)
}

/// A type that is its own key.
struct Greeter: DependencyKey, Equatable {
  var greeting: String
  static let liveValue = Greeter(greeting: "live")
  static let testValue = Greeter(greeting: "test")
}

/// A reference type, to check instance identity of defaults.
final class Counter: Sendable {
  private let count = LockedValue(0)
  func increment() -> Int { count.withLock { $0 += 1; return $0 } }
  var value: Int { count.withLock { $0 } }
}

enum CounterKey: TestDependencyKey {
  static var testValue: Counter { Counter() }
}

extension DependencyValues {
  var number: NumberClient {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
  var greeter: Greeter {
    get { self[Greeter.self] }
    set { self[Greeter.self] = newValue }
  }
  var counter: Counter {
    get { self[CounterKey.self] }
    set { self[CounterKey.self] = newValue }
  }
  var interface: String {
    get { self[InterfaceKey.self] }
    set { self[InterfaceKey.self] = newValue }
  }
}

/// Values read through a sub-property key path: each read asks the generator again.
struct Ticker: Sendable {
  var next: @Sendable () -> Int
  var current: Int { next() }
}

enum TickerKey: TestDependencyKey {
  static var testValue: Ticker {
    let counter = Counter()
    return Ticker { counter.increment() }
  }
}

extension DependencyValues {
  var ticker: Ticker {
    get { self[TickerKey.self] }
    set { self[TickerKey.self] = newValue }
  }
}

/// Runs `body` in a fresh default scope of its own, so that tests of caching and preparation
/// never share state with other tests in the process.
func withFreshCache<Result>(_ body: () throws -> Result) rethrows -> Result {
  try withDependencies { $0 = DependencyValues(scope: DefaultScope()) } operation: { try body() }
}
