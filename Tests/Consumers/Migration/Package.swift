// swift-tools-version: 6.2
// A small command-line package moved from swift-dependencies 1.17.1 to dependence, as the guide
// "Migrating from swift-dependencies" walks it: Before/ is the package as it was, After/ the same
// package once moved (`diff -r Before After` shows every change). Both are built and tested by
// `Scripts/migration-fixture.sh`, so the worked example in the guide keeps compiling and passing.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardized
let dependence = root.lastPathComponent.lowercased()

let package = Package(
  name: "Migration",
  platforms: [.macOS(.v26)],
  dependencies: [
    .package(path: root.path),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump.git", exact: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay.git", exact: "1.13.1"),
  ],
  targets: [
    // Before: with swift-dependencies.
    .target(
      name: "TodoBefore",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ],
      path: "Before/Sources/Todo"),
    .executableTarget(name: "todo-before", dependencies: ["TodoBefore"], path: "Before/Sources/todo"),
    .testTarget(
      name: "TodoBeforeTests",
      dependencies: [
        "TodoBefore",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      path: "Before/Tests/TodoTests"),

    // After: with dependence.
    .target(
      name: "TodoAfter",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceMacros", package: dependence),
      ],
      path: "After/Sources/Todo"),
    .executableTarget(name: "todo-after", dependencies: ["TodoAfter"], path: "After/Sources/todo"),
    .testTarget(
      name: "TodoAfterTests",
      dependencies: [
        "TodoAfter",
        .product(name: "DependenceTesting", package: dependence),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "After/Tests/TodoTests"),
  ],
  swiftLanguageModes: [.v6]
)
