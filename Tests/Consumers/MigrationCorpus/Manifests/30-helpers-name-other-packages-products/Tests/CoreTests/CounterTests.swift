import Core
import Dependencies
import Testing

@Test func counts() {
  Counter().increment()
}
