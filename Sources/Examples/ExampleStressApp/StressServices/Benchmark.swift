import DependenceMacros

/// The `--bench` scenarios, each timed with a monotonic clock.
public enum Benchmark {
  /// One scenario's result.
  public struct Measurement: Sendable, CustomStringConvertible {
    /// The scenario's name, such as `read-default`.
    public var name: String
    /// The median time of one operation.
    public var nanosecondsPerOperation: Double

    /// A line such as `read-default: 12.3 ns/op`.
    public var description: String {
      "\(name): \((nanosecondsPerOperation * 10).rounded() / 10) ns/op"
    }
  }

  /// A scenario: a name, its iteration count at scale 1, and its body, which runs the operation
  /// `iterations` times and returns a checksum so the optimizer keeps every read.
  struct Scenario: Sendable {
    var name: String
    var iterations: Int
    var body: @Sendable (_ iterations: Int) -> Int
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "read-default", iterations: 2_000_000) { iterations in
      let service = Dependency(\.service00)
      return repeatRead(service, iterations)
    },
    Scenario(name: "read-override", iterations: 2_000_000) { iterations in
      withNestedOverrides(depth: 1) { repeatRead(Dependency(\.service00), iterations) }
    },
    Scenario(name: "read-nested-8", iterations: 2_000_000) { iterations in
      withNestedOverrides(depth: 8) { repeatRead(Dependency(\.service00), iterations) }
    },
    Scenario(name: "scope-entry", iterations: 500_000) { iterations in
      var checksum = 0
      for index in 0..<iterations {
        checksum &+= withDependencies { $0.service00.calls = [] } operation: { index }
      }
      return checksum
    },
    Scenario(name: "object-creation-20", iterations: 200_000) { iterations in
      var checksum = 0
      for _ in 0..<iterations {
        checksum &+= ObjectIdentifier(ServiceGraph()).hashValue & 1
      }
      return checksum
    },
    Scenario(name: "graph-walk-20", iterations: 100_000) { iterations in
      let graph = ServiceGraph()
      var checksum = 0
      for _ in 0..<iterations { checksum &+= graph.walk().checksum }
      return checksum
    },
  ]

  /// Runs every scenario and returns the median of `runs` timed runs of each.
  ///
  /// - Parameter scale: Multiplies each scenario's iteration count; tests pass a small one.
  public static func run(scale: Double = 1, runs: Int = 5) -> [Measurement] {
    scenarios.map { scenario in
      let iterations = max(1, Int(Double(scenario.iterations) * scale))
      var checksum = scenario.body(max(1, iterations / 10))
      var samples: [Double] = []
      let clock = ContinuousClock()
      for _ in 0..<runs {
        let start = clock.now
        checksum &+= scenario.body(iterations)
        samples.append(nanoseconds(start.duration(to: clock.now)) / Double(iterations))
      }
      if checksum == .min { print("checksum \(checksum)") }
      return Measurement(name: scenario.name, nanosecondsPerOperation: samples.sorted()[runs / 2])
    }
  }

  private static func repeatRead(_ service: Dependency<Service>, _ iterations: Int) -> Int {
    var checksum = 0
    for _ in 0..<iterations { checksum &+= service.wrappedValue.calls.count }
    return checksum
  }

  private static func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
