import Testing

@testable import DependenceMigration

/// swift-clocks' `Clocks` where the migration could not move it.
@Suite struct ClocksProductStepsTests {
  @Test func namesBothProductsItCanBecome() throws {
    let manifest = """
      let package = Package(
        name: "A",
        targets: [.target(name: "A", dependencies: [linux(.product(name: "Clocks", package: "swift-clocks"))])]
      )
      """
    let steps = try manifestSteps(
      in: manifest, spelling: [ClocksProductSteps(), ReplacedPackageLiteralSteps()])
    #expect(
      steps == [
        ManualStep(
          line: 3,
          what:
            #"`Clocks` outside a test target: `.product(name: "Clocks", package: "swift-clocks")` → `.product(name: "DependenceTesting", package: "dependence")` where it uses TestClock, `.product(name: "Dependence", package: "dependence")` where it uses ImmediateClock, UnimplementedClock or AnyClock; then remove swift-clocks' package line"#,
          section: GuideSection.imports)
      ], "the literal inside the claimed call is not offered to the next finder")
  }
}
