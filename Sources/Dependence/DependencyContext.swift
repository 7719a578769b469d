/// The context a process runs in, which decides the default value of each dependency.
public enum DependencyContext: String, Sendable, Hashable, CaseIterable {
  /// An app or command-line tool: keys resolve to their live value.
  case live
  /// A SwiftUI preview: keys resolve to their preview value.
  case preview
  /// A Swift Testing or XCTest process: keys resolve to their test value.
  case test
}

extension DependencyContext {
  /// The context of this process, detected once: a preview, else a test process, else live.
  @usableFromInline
  package static let detected: DependencyContext = ProcessProbe.detectContext()

  /// The context of this process: `.preview` in a SwiftUI preview, `.test` in a process that runs
  /// tests, `.live` otherwise.
  ///
  /// Unlike `DependencyValues.current.context`, no override changes it: `DependencyContext.process
  /// == .test` holds in every test, also one that sets `$0.context = .live`, as
  /// swift-issue-reporting's `isTesting` did.
  public static var process: DependencyContext { detected }
}

extension DependencyContext {
  /// A small number for the context, to keep it in an atomic.
  @usableFromInline
  var index: UInt8 {
    switch self {
    case .live: 0
    case .preview: 1
    case .test: 2
    }
  }

  /// The context whose ``index`` is `index`.
  @inlinable
  init(index: UInt8) {
    switch index {
    case 0: self = .live
    case 1: self = .preview
    default: self = .test
    }
  }
}
