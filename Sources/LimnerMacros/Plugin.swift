import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of Limner's macros.
@main
struct LimnerMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
