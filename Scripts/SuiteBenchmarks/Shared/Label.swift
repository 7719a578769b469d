// The entry both trait suites override. The script writes it into each library's feature module
// after that library's import.

public enum LabelKey: TestDependencyKey {
  public static let testValue = "default"
}

extension DependencyValues {
  public var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}
