/// What becomes of a module-qualified name of swift-dependencies or swift-clocks in one file,
/// such as `Dependencies.DependencyValues` or `Clocks.TestClock`.
struct QualifiedNameResolver {
  /// What to do with one qualified name.
  enum Outcome: Equatable {
    /// Write this module instead of the replaced package's: the file will see it.
    case rename(to: String)
    /// Leave it, with this step: the name has no counterpart, or its module here is one the
    /// file will not import.
    case byHand(String)
  }

  private let imported: Set<String>
  private let visible: Set<String>
  private let declared: Set<String>

  /// - Parameters:
  ///   - imported: The modules the file imports before the migration.
  ///   - clocksModule: The module that `import Clocks` becomes in the file (see
  ///     ``TestingClockUses``).
  ///   - dependenciesModule: The module that `import Dependencies` becomes in the file.
  ///   - declared: The names the file declares: a file that declares `Dependencies` means its
  ///     own by `Dependencies.x`.
  init(
    imported: Set<String>, clocksModule: String, dependenciesModule: String = "Dependence",
    declared: Set<String>
  ) {
    self.imported = imported
    self.declared = declared
    var visible = imported.union(imported.compactMap { ModuleNames.renamed[$0] })
    if imported.contains(ModuleNames.clocks) { visible.insert(clocksModule) }
    if imported.contains("Dependencies") { visible.insert(dependenciesModule) }
    if !visible.isDisjoint(with: ModuleNames.reexportingDependence) { visible.insert("Dependence") }
    visible.insert(ModuleNames.concurrencyExtras)
    self.visible = visible
  }

  /// What becomes of `module.name`; `nil` when it is not a replaced package's qualified name this
  /// file means: the module is not one of swift-dependencies or swift-clocks, the file does not
  /// import it, or the file declares a name like the module's.
  func outcome(module: String, name: String) -> Outcome? {
    guard QualifiedNameTable.modules.contains(module), imported.contains(module),
      !declared.contains(module)
    else {
      return nil
    }
    switch QualifiedNameTable.counterpart(of: name, in: module) {
    case .declared(let here, _) where visible.contains(here):
      return .rename(to: here)
    case .declared(let here, _):
      return .byHand("`\(module).\(name)` → `\(here).\(name)`, and `import \(here)`")
    case .none(let instead):
      return .byHand("`\(module).\(name)` has no counterpart here: \(instead)")
    }
  }
}
