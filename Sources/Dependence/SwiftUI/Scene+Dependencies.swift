#if canImport(SwiftUI)
  public import SwiftUI

  extension Scene {
    /// Installs dependency values for the whole app, once, as
    /// ``prepareDependencies(_:fileID:filePath:line:column:)`` does; later evaluations do nothing.
    ///
    /// ```swift
    /// WindowGroup { RootView() }
    ///   .dependencies { $0.apiClient = .live }
    /// ```
    public func dependencies(
      _ update: (inout DependencyValues) -> Void,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> some Scene {
      SceneInstallation.shared.install(
        update,
        at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      return self
    }
  }
#endif
