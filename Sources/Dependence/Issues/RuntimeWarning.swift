#if canImport(os)
  import os
#endif
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The sink of issues reported outside any test.
enum RuntimeWarning {
  static func emit(_ issue: ReportedIssue) {
    var text = "\(issue.location): warning: \(issue.message)"
    if issue.severity == .error, DependencyContext.detected == .test, !TestSupport.isInstalled {
      text += """
        \n(This process runs tests, but DependenceTesting is not loaded, so the issue cannot fail \
        the test that reported it: add DependenceTesting to the test target's dependencies. If \
        it is there and linked as a static library, use one of its APIs in the target — a \
        '.dependencies' trait, 'DependenceTestCase' or 'withExpectedIssue' — so that the linker \
        keeps it.)
        """
    }
    #if canImport(os)
      #if DEBUG
        logger.fault("\(text, privacy: .public)")
      #else
        logger.warning("\(text, privacy: .public)")
      #endif
    #else
      let line = text + "\n"
      _ = line.withCString { write(2, $0, strlen($0)) }
    #endif
  }

  #if canImport(os)
    private static let logger = Logger(subsystem: "dependence", category: "Issues")
  #endif
}
