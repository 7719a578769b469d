import SwiftSyntax

extension SourceFileSyntax {
  /// Where an import that goes beside this package's imports belongs: after the last top-level
  /// import of one of this package's modules or, when there is none, after the last one of each
  /// `#if` clause that imports one. Each anchor is a scope and an index there.
  var dependenceImportAnchors: [(scope: Int, index: Int)] {
    let scopes = ImportScope.scopes(of: self)
    let lasts = scopes.enumerated().compactMap { scope, entry -> (scope: Int, index: Int)? in
      entry.items.lastIndex {
        $0.item.as(ImportDeclSyntax.self)?.wholeModule.map(ModuleNames.dependence.contains)
          == true
      }.map { (scope, $0) }
    }
    if let topLevel = lasts.first(where: { $0.scope == 0 }) { return [topLevel] }
    return lasts
  }

  /// ``dependenceImportAnchors`` or, in a file that sees this package only through its
  /// package's `@_exported` imports, after its last top-level import of any module; none in a
  /// file with no top-level import.
  var importAnchors: [(scope: Int, index: Int)] {
    let anchors = dependenceImportAnchors
    guard anchors.isEmpty else { return anchors }
    let items = ImportScope.scopes(of: self).first?.items ?? []
    return items.lastIndex { $0.item.is(ImportDeclSyntax.self) }.map { [(0, $0)] } ?? []
  }
}
