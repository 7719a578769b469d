import SwiftSyntax

/// The analyse stage of a manifest's migration: what one tree of a manifest says, each fact
/// found once, the first time a stage asks for it.
///
/// The migration analyses the manifest as written, which the decisions and the rewrite read;
/// each trial rewrite a decision reads (``TrialRewrite``); and the migrated manifest, whose steps
/// it finds. The tree may have syntax errors: a package whose manifest does not parse is still
/// asked whether it names a replaced package.
final class ManifestAnalysis {
  /// The tree analysed.
  let tree: SourceFileSyntax

  init(_ tree: SourceFileSyntax) {
    self.tree = tree
  }

  /// The text of every string literal, lowercased.
  private(set) lazy var literalTexts: [String] = LiteralTexts(tree).texts
  /// The packages the manifest declares, the packages its products name, and where it names a
  /// replaced package.
  private(set) lazy var survey = ManifestSurvey(tree)
  /// The names the manifest writes through string constants.
  private(set) lazy var strings = StringConstants(tree)
  /// The targets the manifest declares.
  private(set) lazy var targets = ManifestTargets(tree, strings: strings)
  /// The helpers the manifest declares, with the products they name and the targets using them.
  private(set) lazy var helpers = HelperDeclarations(tree, strings: strings)
  /// What the manifest says of a replaced package in a form no rewrite reads.
  private(set) lazy var runtimeProductNames = RuntimeProductNames(
    tree, targetNames: Set(targets.targets.map(\.name)))
  /// The names of the products the manifest names as `.product(name:package:)` calls.
  private(set) lazy var productNames = Set(ProductKey.names(in: tree))
  /// The `// swift-tools-version:` the manifest opens with, when it reads.
  private(set) lazy var toolsVersion = ToolsVersion(opening: tree)
  /// Whether the manifest gives a target main-actor default isolation.
  private(set) lazy var setsMainActorIsolation = MainActorDefaultIsolation.isSet(in: tree)

  /// Whether the manifest names swift-dependencies or swift-clocks: where a rewrite reads it
  /// (``ManifestSurvey/namesReplacedPackages``) or where none does (``RuntimeProductNames``).
  var namesReplacedPackages: Bool {
    survey.namesReplacedPackages || !runtimeProductNames.isEmpty
  }

  /// Whether the manifest, migrated, still names swift-dependencies or swift-clocks where no
  /// rewrite reads it: a product it could not move, or a location or name read at run time.
  /// A package line left unused does not count: the manifest loads, and a step says to remove it.
  var leavesReplacedPackages: Bool {
    !survey.namedReplacedPackages.isEmpty || !survey.unreadLocations.isEmpty
      || !runtimeProductNames.isEmpty
  }
}
