// Shape seen in: an UnsplashService and a GameCenterClient file (find_string hits for `#if canImport(Dependencies)`) — the import and the key conformance guarded by `#if canImport(Dependencies)`, so the file also builds without the package
import Foundation

public struct PhotoService: Sendable {
  public var search: @Sendable (String) async throws -> [String]

  public init(search: @escaping @Sendable (String) async throws -> [String]) {
    self.search = search
  }
}

// MARK: - Dependencies (PhotoService)

#if canImport(Dependencies)

import Dependencies

extension PhotoService: DependencyKey {
  public static let liveValue = PhotoService(search: { query in [query] })
  public static let previewValue = PhotoService(search: { _ in ["preview"] })
}

extension DependencyValues {
  public var photoService: PhotoService {
    get { self[PhotoService.self] }
    set { self[PhotoService.self] = newValue }
  }
}

#endif
