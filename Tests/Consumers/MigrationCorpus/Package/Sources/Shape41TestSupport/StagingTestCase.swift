// A test-support library's XCTest base class, as packages ship one for their users' tests: a
// library target (not a test target) whose `invokeTest` wraps the tests in `withDependencies`.
import Dependencies
import Shape40OlderSpellings
import XCTest

open class StagingTestCase: XCTestCase {
  open override func invokeTest() {
    withDependencies {
      $0.staging.fetchCount = { 7 }
    } operation: {
      super.invokeTest()
    }
  }
}
