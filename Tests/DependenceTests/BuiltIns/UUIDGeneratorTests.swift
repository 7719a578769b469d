import Dependence
import Foundation
import Testing

@Suite struct UUIDGeneratorTests {
  @Test func incrementingCountsUpFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    for _ in 2..<255 { _ = uuid() }
    #expect(uuid().uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func eachIncrementingGeneratorStartsAgain() {
    _ = UUIDGenerator.incrementing()
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func constantAlwaysReturnsItsUUID() {
    let fixed = UUID()
    let uuid = UUIDGenerator.constant(fixed)
    #expect(uuid() == fixed && uuid() == fixed)
  }

  @Test func liveValueMakesDistinctUUIDs() {
    let uuid = freshValues(.live).uuid
    #expect(uuid() != uuid())
  }

  @Test func testValueReportsNamingTheDependencyAndTheFix() {
    let (_, issues) = collectIssues { freshValues().uuid() }
    #expect(
      issues.map(\.message) == [
        """
        @Dependency(\\.uuid) is unimplemented in tests: override it with \
        `$0.uuid = .incrementing` in 'withDependencies' or a '.dependencies' trait.
        """
      ])
  }

  @Test func aUUIDFromANumberMatchesWhatIncrementingMakes() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func aNegativeNumberMarksTheThirdGroup() {
    #expect(UUID(-1).uuidString == "00000000-0000-0001-0000-000000000001")
    #expect(UUID(-16).uuidString == "00000000-0000-0001-0000-000000000010")
    #expect(UUID(Int.min).uuidString == "00000000-0000-0001-8000-000000000000")
    #expect(UUID(Int.max).uuidString == "00000000-0000-0000-7FFF-FFFFFFFFFFFF")
  }
}
