import Dependence
import Foundation
import Testing

@Suite struct OpenURLTests {
  private let url = URL(string: "https://www.swift.org")!

  @Test func testValueReportsNamingTheURLAndTheFix() async {
    let openURL = freshValues().openURL
    let (opened, issues) = await collectIssues { await openURL(url) }
    #expect(!opened)
    #expect(
      issues.map(\.message) == [
        """
        @Dependency(\\.openURL) is unimplemented in tests ('https://www.swift.org' was used): \
        override it with `$0.openURL = OpenURLEffect { url in … return true }` in \
        'withDependencies' or a '.dependencies' trait.
        """
      ])
  }

  @Test func anOverrideReceivesTheURLAndAnswers() async {
    let opened = LockedValue<[URL]>([])
    let (accepted, issues) = await collectIssues {
      await withDependencies {
        $0.openURL = OpenURLEffect { url in
          opened.withLock { $0.append(url) }
          return true
        }
      } operation: {
        @Dependency(\.openURL) var openURL
        return await openURL(url)
      }
    }
    #expect(accepted)
    #expect(opened.withLock { $0 } == [url])
    #expect(issues.isEmpty)
  }

  #if !canImport(SwiftUI)
    @Test func liveOnAPlatformWithoutAURLHandlerWarnsAndReturnsFalse() async {
      let openURL = freshValues(.live).openURL
      let (opened, issues) = await collectIssues { await openURL(url) }
      #expect(!opened)
      #expect(issues.count == 1)
      #expect(issues.first?.message.contains("cannot open 'https://www.swift.org'") == true)
      #expect(issues.first?.message.contains("$0.openURL = OpenURLEffect { url in … }") == true)
    }
  #endif
}
