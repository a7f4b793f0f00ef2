import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview`: SwiftUI's preview macro, expanded into one record in the `limner_previews`
/// linker section that `PreviewRegistry` reads at run time.
///
/// ```swift
/// #Preview("Card", traits: .sizeThatFitsLayout) { CardView() }
/// ```
/// expands to
/// ```swift
/// @section("limner_previews") @used
/// private let $unique: Limner.__PreviewRecord = (kind, 0, { out in
///     Limner.PreviewRegistry.__initialize(out, name: "Card", fileID: "Module/File.swift",
///         line: 12, traits: [.sizeThatFitsLayout]) { CardView() }
/// })
/// ```
/// The record is a constant (a tag and a C function pointer), as `@section` requires; the
/// function builds the entry only when the registry asks for it. Nothing runs at launch and
/// nothing has to be registered by hand.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        var name: ExprSyntax = "nil"
        var traits: [ExprSyntax] = []
        var body: ClosureExprSyntax? = node.trailingClosure
        for argument in node.arguments {
            switch argument.label?.text {
            case nil where body == nil && argument.expression.is(ClosureExprSyntax.self):
                body = argument.expression.as(ClosureExprSyntax.self)
            case nil:
                if traits.isEmpty { name = argument.expression } else { traits.append(argument.expression) }
            case "traits":
                traits.append(argument.expression)
            case "body":
                body = argument.expression.as(ClosureExprSyntax.self)
            default:
                throw PreviewMacroError("#Preview has no argument labelled '\(argument.label?.text ?? "")'")
            }
        }
        guard let body else {
            throw PreviewMacroError("#Preview needs a closure that returns the view to preview")
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let unique = context.makeUniqueName("preview")
        let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
        let closure = body.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
        return [
            """
            @section("limner_previews") @used
            private let \(unique): Limner.__PreviewRecord = (0x4C50_5256, 0, { __out in
                Limner.PreviewRegistry.__initialize(
                    __out, name: \(name), fileID: \(file), line: \(line), traits: [\(raw: traitList)], body: \(closure))
            })
            """
        ]
    }
}

/// A mistake in a `#Preview`'s arguments, reported at the macro.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
