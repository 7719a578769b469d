// Shape seen in: trial E's fixtures, after find_string hits for an `Exports.swift` that re-exports swift-dependencies' macros (a GRDB "Persistence" module, a "Records" module) — the macros re-exported beside `Dependencies`, so the module's other files and its users write `@DependencyClient` with no import
@_exported import DependenciesMacros
