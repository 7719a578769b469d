@_exported import Dependencies
@_exported import DependenciesMacros
