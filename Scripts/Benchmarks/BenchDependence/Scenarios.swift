import BenchCore
import Dependence

enum NumberKey: DependencyKey {
  static let liveValue = NumberClient.live
}

extension DependencyValues {
  var number: NumberClient {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

final class Reader: @unchecked Sendable {
  @Dependency(\.number) var number
}

final class FourDependencies {
  @Dependency(\.number) var a
  @Dependency(\.number) var b
  @Dependency(\.number) var c
  @Dependency(\.number) var d
}

func read(_ reader: Reader, _ iterations: Int) {
  for _ in 0..<iterations { blackHole(reader.number) }
}

func nested(_ depth: Int, _ body: () -> Void) {
  if depth == 0 { return body() }
  withDependencies { $0.number = NumberClient { depth } } operation: { nested(depth - 1, body) }
}

/// The scenarios, written against dependence.
public let dependenceScenarios: [Scenario] = [
  Scenario("read @Dependency, no override") { n in
    read(Reader(), n)
    return n
  },
  Scenario("read @Dependency inside 1 override") { n in
    nested(1) { read(Reader(), n) }
    return n
  },
  Scenario("read @Dependency inside 8 nested overrides") { n in
    nested(8) { read(Reader(), n) }
    return n
  },
  Scenario("enter withDependencies and read once") { n in
    for _ in 0..<n {
      withDependencies { $0.number = .other } operation: {
        @Dependency(\.number) var number
        blackHole(number)
      }
    }
    return n
  },
  Scenario("create object with 4 @Dependency") { n in
    for _ in 0..<n { blackHole(FourDependencies()) }
    return n
  },
  Scenario("two threads reading at once") { n in
    onTwoThreads(n) { n in read(Reader(), n) }
  },
]
