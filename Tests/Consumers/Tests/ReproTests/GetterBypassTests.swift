// A reported defect, kept as a test: a getter that consults a flag must run on every read.
import Dependence
import DependenceTesting
import Synchronization
import Testing

/// Something outside the dependency values that a getter consults.
final class Flag: Sendable { let on = Atomic<Bool>(false) }
let flag = Flag()

enum NameKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  var name: String {
    get { flag.on.load(ordering: .relaxed) ? "flagged" : self[NameKey.self] }
    set { self[NameKey.self] = newValue }
  }
}

final class Model {
  @Dependency(\.name) var name
}

@Test func theGetterRunsOnEveryRead() {
  withDependencies { $0.name = "override" } operation: {
    let model = Model()
    #expect(model.name == "override")
    #expect(model.name == "override")
    flag.on.store(true, ordering: .relaxed)
    defer { flag.on.store(false, ordering: .relaxed) }
    #expect(model.name == "flagged")
    @Dependency(\.name) var direct
    #expect(direct == "flagged")
  }
}
