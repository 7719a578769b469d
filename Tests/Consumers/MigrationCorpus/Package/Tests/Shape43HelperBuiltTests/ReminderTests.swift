// Shape seen in: feature tests that record a client's calls in swift-concurrency-extras'
// `LockIsolated`, reached through `import Dependencies` alone, in a test target that a function
// of the manifest declares
import Dependencies
import Shape43HelperBuilt
import Testing

@Suite struct ReminderTests {
  @Test func sendsOneNotificationPerName() async {
    let sent = LockIsolated<[String]>([])
    await withDependencies {
      $0.notifier.send = { message in sent.withValue { $0.append(message) } }
    } operation: {
      await Reminder().remind(["Ada", "Grace"])
    }
    #expect(sent.value == ["Hello, Ada", "Hello, Grace"])
  }
}
