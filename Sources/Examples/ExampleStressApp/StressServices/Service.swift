import DependenceMacros

/// One service of the graph: its name, the services it calls, and its work.
struct Service: Sendable {
  var name: String
  var calls: [Int]
  var handle: @Sendable (_ request: Int) -> Int

  /// The live service `index`: does a little arithmetic.
  static func live(_ index: Int, calls: [Int]) -> Service {
    Service(name: "service\(index)", calls: calls, handle: { $0 &* 31 &+ index })
  }

  /// The service `index` in tests: answers its own index, so a walk's checksum is predictable.
  static func fixture(_ index: Int, calls: [Int]) -> Service {
    Service(name: "fixture\(index)", calls: calls, handle: { _ in index })
  }
}
