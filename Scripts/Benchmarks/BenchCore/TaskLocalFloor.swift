/// The floors: what the language's own task-local values cost, with no library around them.
public struct FloorValues: Sendable {
  var storage: [ObjectIdentifier: any Sendable] = [:]

  @TaskLocal public static var current = FloorValues()

  public var number: NumberClient {
    storage[ObjectIdentifier(NumberClient.self)] as? NumberClient ?? .live
  }

  public init(_ client: NumberClient = .live) {
    storage[ObjectIdentifier(NumberClient.self)] = client
  }
}

/// The read floor: a bare `@TaskLocal` dictionary read through a key path, with a cast.
public let readFloor = Scenario("floor: bare @TaskLocal dictionary read") { iterations in
  let keyPath = \FloorValues.number
  for _ in 0..<iterations {
    blackHole(FloorValues.current[keyPath: keyPath])
  }
  return iterations
}

/// The scope floor: a bare `TaskLocal.withValue` bind of prepared values, plus one read.
public let bindFloor = Scenario("floor: bare TaskLocal.withValue bind + read") { iterations in
  let keyPath = \FloorValues.number
  let values = FloorValues(.other)
  for _ in 0..<iterations {
    FloorValues.$current.withValue(values) {
      blackHole(FloorValues.current[keyPath: keyPath])
    }
  }
  return iterations
}

/// Four key-path literals, as four wrappers made from them hold.
final class FourKeyPaths {
  let a = \FloorValues.number
  let b = \FloorValues.number
  let c = \FloorValues.number
  let d = \FloorValues.number
}

/// The creation floor: allocating an object that stores four key-path literals, which is what
/// making an object with four `@Dependency(\.x)` properties costs before either library runs.
public let createFloor = Scenario("floor: object holding 4 key-path literals", .create) {
  iterations in
  for _ in 0..<iterations { blackHole(FourKeyPaths()) }
  return iterations
}
