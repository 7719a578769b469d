/// A property wrapper that reads a dependency, as in `@Dependency(\.apiClient)`,
/// `@Dependency(\.date.now)` or `@Dependency(APIClientKey.self)`.
///
/// Each read resolves against the values current at the read, over those current at creation.
@propertyWrapper
public struct Dependency<Value> {
  /// Reads the dependency from the values a read resolves against.
  @usableFromInline let read: @Sendable (DependencyValues) -> Value
  /// The head of the values that were current when the wrapper was created.
  @usableFromInline let captured: OverrideNode?

  /// Creates a wrapper that reads the dependency at a key path, such as `\.apiClient`.
  ///
  /// - Parameters:
  ///   - read: The key path, as a function from the values to the dependency.
  ///   - fileID: The declaration's file, which reports in tests point at. Defaults to the caller's.
  ///   - filePath: The full path of that file. Defaults to the caller's.
  ///   - line: The declaration's line. Defaults to the caller's.
  ///   - column: The declaration's column. Defaults to the caller's.
  @inlinable
  public init(
    _ read: @escaping @Sendable (DependencyValues) -> Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    captured = BoundValues.head
    // Decided once, here: where no testing library is installed, a read is the bare function.
    if TestSupport.isInstalled {
      self.read = ReadSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .reading(read)
    } else {
      self.read = read
    }
  }

  /// Creates a wrapper that reads the dependency at a key path made at run time.
  @_disfavoredOverload  // A literal converts to the function initializer's type: prefer that one.
  @inlinable
  public init(
    _ keyPath: any KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      { $0[keyPath: keyPath] }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a wrapper that reads the dependency of a key type.
  @inlinable
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.init({ $0[Key.self] }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The dependency's current value.
  @inlinable
  public var wrappedValue: Value {
    read(DependencyValues.resolved(current: BoundValues.head, captured: captured))
  }
}

extension Dependency: Sendable where Value: Sendable {}

/// Something that remembers the dependency values that were current when it was created.
protocol CapturesDependencies {
  var capturedValues: DependencyValues? { get }
}

extension Dependency: CapturesDependencies {
  var capturedValues: DependencyValues? { captured.map { DependencyValues(head: $0) } }
}
