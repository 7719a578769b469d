/// The floor: a task-local dictionary read through a key path, with a cast.
public struct FloorValues: Sendable {
  var storage: [ObjectIdentifier: any Sendable] = [:]

  @TaskLocal public static var current = FloorValues()

  public var number: NumberClient {
    storage[ObjectIdentifier(NumberClient.self)] as? NumberClient ?? .live
  }

  public init() {
    storage[ObjectIdentifier(NumberClient.self)] = NumberClient.live
  }
}

public let floorScenario = Scenario("task-local floor (dictionary via key path)") { iterations in
  let keyPath = \FloorValues.number
  for _ in 0..<iterations {
    blackHole(FloorValues.current[keyPath: keyPath])
  }
  return iterations
}
