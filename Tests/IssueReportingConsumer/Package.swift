// swift-tools-version: 6.2
// A test target moved over from swift-dependencies: it asserts with swift-custom-dump's
// `expectNoDifference`, which reports through swift-issue-reporting, and uses DependenceTesting.
// Built twice by `Scripts/issue-reporting-fixture.sh`: as moved over (no
// IssueReportingTestSupport: the run must fail, once, naming the product to add) and with the
// product added (LINK_TEST_SUPPORT=1: the broken assertion itself fails its test).
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized
let dependence = root.lastPathComponent.lowercased()
let linksTestSupport = Context.environment["LINK_TEST_SUPPORT"] == "1"

var dependencies: [Package.Dependency] = [
  .package(path: root.path),
  .package(url: "https://github.com/pointfreeco/swift-custom-dump", exact: "1.7.3"),
]
var testDependencies: [Target.Dependency] = [
  .product(name: "Dependence", package: dependence),
  .product(name: "DependenceTesting", package: dependence),
  .product(name: "CustomDump", package: "swift-custom-dump"),
]
if linksTestSupport {
  dependencies.append(
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", exact: "1.13.1"))
  testDependencies.append(
    .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"))
}

let package = Package(
  name: "IssueReportingConsumer",
  platforms: [.macOS(.v26), .iOS(.v26)],
  dependencies: dependencies,
  targets: [.testTarget(name: "HelperTests", dependencies: testDependencies)],
  swiftLanguageModes: [.v6]
)
