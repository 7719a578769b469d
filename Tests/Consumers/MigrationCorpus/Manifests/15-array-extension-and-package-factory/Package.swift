// swift-tools-version: 5.10
// Shape seen in: coenttb/swift-date Package.swift — `extension [Package.Dependency] { static var default }`, `extension [Target.Dependency] { static var shared }` and a `Package.date(targets:)` factory building the Package
import PackageDescription

extension String {
  static let calendarDate: Self = "CalendarDate"
}

extension Target.Dependency {
  static var dependencies: Self { .product(name: "Dependencies", package: "swift-dependencies") }
  static var orderedCollections: Self { .product(name: "OrderedCollections", package: "swift-collections") }
}

extension [Target.Dependency] {
  static var shared: Self {
    [
      .orderedCollections,
      .dependencies,
    ]
  }
}

extension [Package.Dependency] {
  static var `default`: Self {
    [
      .package(url: "https://github.com/apple/swift-collections.git", from: "1.6.0"),
      .package(url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.17.1"),
    ]
  }
}

struct CustomTarget {
  let name: String
  var dependencies: [Target.Dependency] = []
}

extension Package {
  static func calendar(targets: [CustomTarget]) -> Package {
    Package(
      name: "swift-calendar-date",
      platforms: [.macOS(.v13), .iOS(.v16)],
      products: [
        .library(name: .calendarDate, targets: targets.map(\.name))
      ],
      dependencies: .default,
      targets: targets.map { target in
        Target.target(name: target.name, dependencies: .shared + target.dependencies)
      } + targets.map { target in
        Target.testTarget(name: "\(target.name) Tests", dependencies: [.init(stringLiteral: target.name)])
      }
    )
  }
}

let package = Package.calendar(
  targets: [
    .init(name: .calendarDate),
  ]
)
