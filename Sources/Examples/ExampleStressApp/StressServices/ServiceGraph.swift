import DependenceMacros

/// The twenty services, read through the `@Dependency` properties that `@Dependencies` declares.
@Dependencies(
  \.service00, \.service01, \.service02, \.service03, \.service04,
  \.service05, \.service06, \.service07, \.service08, \.service09,
  \.service10, \.service11, \.service12, \.service13, \.service14,
  \.service15, \.service16, \.service17, \.service18, \.service19
)
public final class ServiceGraph {
  /// Creates a graph that reads the values current now, and later ones over them.
  public init() {}

  /// The number of services.
  static let count = 20

  /// The service at `index`, read from the current dependency values.
  func service(at index: Int) -> Service {
    switch index {
    case 0: service00
    case 1: service01
    case 2: service02
    case 3: service03
    case 4: service04
    case 5: service05
    case 6: service06
    case 7: service07
    case 8: service08
    case 9: service09
    case 10: service10
    case 11: service11
    case 12: service12
    case 13: service13
    case 14: service14
    case 15: service15
    case 16: service16
    case 17: service17
    case 18: service18
    case 19: service19
    default: preconditionFailure("No service \(index)")
    }
  }

  /// Visits every service reachable from `start`, depth first, each once, and calls it.
  public func walk(from start: Int = 0) -> Walk {
    var walk = Walk()
    var visited = [Bool](repeating: false, count: Self.count)
    var stack = [start]
    while let index = stack.popLast() {
      guard !visited[index] else { continue }
      visited[index] = true
      let service = service(at: index)
      walk.order.append(service.name)
      walk.checksum &+= service.handle(walk.order.count)
      stack.append(contentsOf: service.calls.reversed())
    }
    return walk
  }
}

/// What a walk over the graph saw.
public struct Walk: Sendable, Equatable {
  /// The names of the services visited, in order.
  public var order: [String] = []
  /// The sum of what each service answered.
  public var checksum = 0
}
