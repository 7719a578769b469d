// A reported defect, kept as a test: a hand-written getter that reads its key through the
// `dependencyEntry` hook and transforms the value was skipped after the first read.
import Dependence
import DependenceTesting
import Testing

private enum PageSizeKey: DependencyKey {
  static let liveValue = 21
  static let testValue = 21
}

extension DependencyValues {
  /// Reads the key through the public entry hook, then transforms what it read.
  fileprivate var doubledPageSize: Int {
    dependencyEntry(PageSizeKey.self, accessor: \.doubledPageSize) * 2
  }
}

private final class PagingModel {
  @Dependency(\.doubledPageSize) var doubledPageSize
}

@Test func aTransformingGetterRunsOnEveryRead() {
  let model = PagingModel()
  #expect(model.doubledPageSize == 42)
  #expect(model.doubledPageSize == 42)
  withDependencies { $0[PageSizeKey.self] = 5 } operation: {
    #expect(model.doubledPageSize == 10)
    #expect(PagingModel().doubledPageSize == 10)
  }
  #expect(model.doubledPageSize == 42)
}
