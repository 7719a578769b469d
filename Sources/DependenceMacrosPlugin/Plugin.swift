import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides the macros of `DependenceMacros`.
@main
struct DependenceMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [
    DependencyEntryMacro.self,
    DependencyClientMacro.self,
    DependencyEndpointIgnoredMacro.self,
    DependenciesMacro.self,
  ]
}
