public import Dependence

extension Dependency {
  /// Creates a wrapper that reads the dependency at a key path as the concrete type a test
  /// installed: `@Dependency(\.continuousClock, as: TestClock.self) var clock`.
  ///
  /// The cast happens on every read; a value of another type stops the test process.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency's key path, such as `\.continuousClock`.
  ///   - type: The concrete type to read the dependency as.
  ///   - fileID: The file of the declaration, for the messages about the dependency.
  ///   - filePath: The path of that file.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init<Stored>(
    _ keyPath: any KeyPath<DependencyValues, Stored> & Sendable,
    as type: Value.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = Self.name(of: keyPath, storing: Stored.self)
    self.init(
      { values in Self.cast(values[keyPath: keyPath], dependency: name, at: location) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a wrapper that reads the dependency of a key type as the concrete type a test
  /// installed: `@Dependency(APIClientKey.self, as: RecordingAPIClient.self)`.
  ///
  /// The cast happens on every read; a value of another type stops the test process.
  ///
  /// - Parameters:
  ///   - key: The dependency's key type.
  ///   - type: The concrete type to read the dependency as.
  ///   - fileID: The file of the declaration, for the messages about the dependency.
  ///   - filePath: The path of that file.
  ///   - line: The line of the declaration.
  ///   - column: The column of the declaration.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    as type: Value.Type,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = dependencyName(Key.self)
    self.init(
      { values in Self.cast(values[Key.self], dependency: name, at: location) },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `value` as `Value`, or a stop that says what was found instead.
  static func cast<Stored>(
    _ value: Stored, dependency name: String, at location: SourceLocation
  ) -> Value {
    if let value = value as? Value { return value }
    fatalError(
      """
      \(location): \(name) holds a value of type '\(typeName(type(of: value as Any)))', which \
      '@Dependency(…, as: \(typeName(Value.self)).self)' cannot read as '\(typeName(Value.self))'. \
      Override the dependency with a '\(typeName(Value.self))' in the test's '.dependencies' \
      trait (or its 'DependenceTestCase'), or read it without 'as:'.
      """)
  }

  /// How messages name the dependency at `keyPath`: by its property if known, else by its type.
  static func name<Stored>(
    of keyPath: any KeyPath<DependencyValues, Stored> & Sendable, storing _: Stored.Type
  ) -> String {
    let path = keyPath.debugDescription
    let prefix = "\\DependencyValues"
    guard path.hasPrefix(prefix), !path.contains("<computed") else {
      return "The dependency of type '\(typeName(Stored.self))'"
    }
    return "Dependency '\\\(path.dropFirst(prefix.count))'"
  }
}
