import SwiftSyntax
import Testing

@testable import DependenceMigration

/// The steps stage: the finders run in their order over one walk, a step on the line and in the
/// section of an earlier one is left out, the targets' steps are kept as found, and all are
/// ordered by line.
@Suite struct ManifestStepsTests {
  /// Finds a step at each `.product(…)` call, in its section, claiming the call when `claims`;
  /// and one step at the `Package` call for the manifest as a whole.
  struct ProductFinder: ManifestStepFinder {
    let name: String
    let section: String
    var claims = false

    func steps(at call: FunctionCallExprSyntax, in manifest: MigratedManifest)
      -> (steps: [ManualStep], then: SyntaxVisitorContinueKind)
    {
      guard call.memberName == "product" || call.memberName == "helper" else {
        return ([], .visitChildren)
      }
      let step = manifest.step(call, "\(name) at \(call.memberName ?? "")", section)
      return ([step], claims ? .skipChildren : .visitChildren)
    }

    func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
      [ManualStep(line: 1, what: "\(name): \(calls.count) calls", section: section)]
    }
  }

  static let manifest = """
    let package = Package(name: "A", targets: [
      .target(name: "A", dependencies: [.helper(.product(name: "B", package: "b"))]),
      .target(name: "B", dependencies: [.product(name: "C", package: "c")]),
    ])
    """

  @Test func listsAStepOnceForALineAndASection() throws {
    let steps = try manifestSteps(
      in: Self.manifest,
      spelling: [
        ProductFinder(name: "first", section: "S"), ProductFinder(name: "second", section: "S"),
        ProductFinder(name: "other", section: "T"),
      ])
    #expect(
      steps.map { "\($0.line): \($0.what)" } == [
        "1: first: 6 calls", "1: other: 6 calls",
        "2: first at helper", "2: other at helper",
        "3: first at product", "3: other at product",
      ])
  }

  @Test func aClaimedCallIsOfferedToNoLaterFinderAndItsChildrenAreNotWalked() throws {
    let steps = try manifestSteps(
      in: Self.manifest,
      spelling: [
        ProductFinder(name: "claiming", section: "S", claims: true),
        ProductFinder(name: "later", section: "T"),
      ])
    #expect(
      steps.map { "\($0.line): \($0.what)" } == [
        "1: claiming: 5 calls", "1: later: 5 calls", "2: claiming at helper",
        "3: claiming at product",
      ])
  }

  @Test func keepsEveryStepOfTheTargetsAndOrdersAllByLine() throws {
    let steps = try manifestSteps(
      in: Self.manifest, spelling: [ProductFinder(name: "spelling", section: "S")],
      targets: [
        ProductFinder(name: "target", section: "S"), ProductFinder(name: "target", section: "S"),
      ])
    #expect(
      steps.map { "\($0.line): \($0.what)" } == [
        "1: spelling: 6 calls", "1: target: 6 calls", "1: target: 6 calls",
        "2: spelling at helper", "3: spelling at product",
      ])
  }

  @Test func aPlanThatOnlyAddsConcurrencyExtrasLooksForItsStepsAlone() throws {
    let manifest = """
      let package = Package(name: "A", platforms: [.macOS(minimum)], targets: [.target(name: "A")])
      """
    let file = try ParsedFile.parse(manifest).get()
    let needs = SourceNeeds(concurrencyExtrasFiles: ["Sources/A/A.swift"])
    let steps = { (plan: ManifestPlan) in
      ManifestSteps.steps(
        in: MigratedManifest(
          file: file, analysis: ManifestAnalysis(file.tree),
          written: ManifestAnalysis(file.tree), plan: plan, needs: needs,
          dependence: .path("../dependence"))
      ).map(\.section)
    }
    #expect(
      steps(ManifestPlan(scope: .concurrencyExtrasOnly, platforms: .leave))
        == [GuideSection.beforeFirstBuild])
    #expect(
      steps(ManifestPlan()) == [GuideSection.platforms, GuideSection.beforeFirstBuild],
      "a platform the rewrite cannot read gets a step when the manifest is moved")
  }
}
