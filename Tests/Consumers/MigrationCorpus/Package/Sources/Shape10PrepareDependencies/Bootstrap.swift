// Shape seen in: pointfreeco/sqlite-data Examples/SyncUps/SyncUpsApp.swift — `prepareDependencies { $0.… = … }` in the app's init, skipped with `if !isTesting`
import Dependencies
import Foundation

public struct Database: Sendable {
  public var path: String

  public init(path: String) {
    self.path = path
  }
}

extension Database: DependencyKey {
  public static let liveValue = Database(path: "db.sqlite")
  public static let testValue = Database(path: ":memory:")
}

extension DependencyValues {
  public var defaultDatabase: Database {
    get { self[Database.self] }
    set { self[Database.self] = newValue }
  }
}

public enum AppBootstrap {
  public static func start(path: String) {
    if !isTesting {
      prepareDependencies {
        $0.defaultDatabase = Database(path: path)
      }
    }
  }
}
