import SwiftSyntax

/// The versions of swift-syntax a `.package(url:…)` call of a manifest accepts, where its
/// requirement is written out: `from:`, `exact:`, `"a"..<"b"`, `"a"..."b"`, or the
/// `.upToNextMajor(from:)`, `.upToNextMinor(from:)` and `.exact(_:)` forms. A branch, a
/// revision or a requirement held in a variable says nothing the syntax shows.
///
/// After the move this package's macros need swift-syntax too, within ``accepted``: a package
/// whose own requirement leaves none of those versions no longer resolves.
struct SwiftSyntaxRequirement: CustomStringConvertible {
  /// The versions accepted: from `lower`, below `upper`, or up to it where `includesUpper`.
  typealias Bounds = (lower: PackageVersion, upper: PackageVersion, includesUpper: Bool)

  /// The versions the call accepts.
  var bounds: Bounds
  /// The line of the call in its manifest.
  var line: Int

  /// The versions of swift-syntax this package's manifest accepts: keep it in step with
  /// `Package.swift` (`SwiftSyntaxRequirementTests` reads it).
  static let accepted: Bounds = (PackageVersion(600), PackageVersion(604), false)

  /// The requirement of `call`, where it declares swift-syntax and writes its versions out.
  init?(_ call: FunctionCallExprSyntax) {
    guard ExprSyntax(call).packageIdentity == "swift-syntax",
      let bounds = call.arguments.lazy.compactMap(Self.bounds(of:)).first
    else {
      return nil
    }
    self.bounds = bounds
    line =
      call.startLocation(converter: SourceLocationConverter(fileName: "", tree: call.root))
      .line
  }

  /// Whether a version this package accepts meets the requirement too.
  var meetsAccepted: Bool {
    let accepted = Self.accepted
    return bounds.lower < accepted.upper
      && (bounds.includesUpper ? bounds.upper >= accepted.lower : bounds.upper > accepted.lower)
  }

  /// `509.0.0..<510.0.0`, `600.0.1...600.0.1`.
  var description: String { Self.describe(bounds) }

  /// `600.0.0..<604.0.0`.
  static func describe(_ bounds: Bounds) -> String {
    "\(bounds.lower)\(bounds.includesUpper ? "..." : "..<")\(bounds.upper)"
  }

  /// The versions an argument of a `.package(url:…)` call accepts, if it is a requirement.
  private static func bounds(of argument: LabeledExprSyntax) -> Bounds? {
    let expression = argument.expression
    if let version = expression.literalText.flatMap(PackageVersion.init) {
      switch argument.label?.text {
      case "from": return nextMajor(version)
      case "exact": return (version, version, true)
      default: return nil
      }
    }
    if let form = expression.as(FunctionCallExprSyntax.self), let name = form.implicitMemberName,
      let version = form.arguments.first?.expression.literalText.flatMap(PackageVersion.init)
    {
      switch name {
      case "upToNextMajor": return nextMajor(version)
      case "upToNextMinor":
        return (version, PackageVersion(version.major, version.minor + 1), false)
      case "exact": return (version, version, true)
      default: return nil
      }
    }
    // `"509.0.0"..<"605.0.0"`, as the parser leaves it: operands and operator in sequence.
    guard let elements = expression.as(SequenceExprSyntax.self)?.elements.map(\.self),
      elements.count == 3,
      let lower = elements[0].literalText.flatMap(PackageVersion.init),
      let upper = elements[2].literalText.flatMap(PackageVersion.init),
      let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
      ["..<", "..."].contains(operation)
    else {
      return nil
    }
    return (lower, upper, operation == "...")
  }

  private static func nextMajor(_ version: PackageVersion) -> Bounds {
    (version, PackageVersion(version.major + 1), false)
  }
}
