#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Looks at the running process to decide its ``DependencyContext``.
package enum ProcessProbe {
  static func detectContext() -> DependencyContext {
    if environment("XCODE_RUNNING_FOR_PREVIEWS") == "1" { return .preview }
    return isTestProcess() ? .test : .live
  }

  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Whether XCTest is loaded into the process.
  static let isXCTestLoaded = symbolsOfTestLibraries.dropFirst().contains(where: isLoaded)

  static func isTestProcess() -> Bool {
    let markers = ["XCTestConfigurationFilePath", "XCTestBundlePath", "XCTestSessionIdentifier"]
    if markers.contains(where: { environment($0) != nil }) { return true }
    return symbolsOfTestLibraries.contains(where: isLoaded)
  }

  /// Symbols that exist only when Swift Testing or XCTest is loaded into the process.
  package static let symbolsOfTestLibraries = [
    "$s7Testing4TestV7currentACSgvgZ",  // Testing.Test.current
    "$s6XCTest0A4CaseC10invokeTestyyF",  // XCTest.XCTestCase.invokeTest() (swift-corelibs-xctest)
    "OBJC_CLASS_$_XCTestCase",  // XCTestCase (Apple's XCTest)
  ]

  package static func isLoaded(_ symbol: String) -> Bool {
    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
      let handle = dlopen(nil, RTLD_NOW)
      defer { if let handle { dlclose(handle) } }
      return dlsym(handle, symbol) != nil
    #else
      return false
    #endif
  }
}
