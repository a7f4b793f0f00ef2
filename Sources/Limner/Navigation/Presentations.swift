import Foundation

// Presentations: `sheet`, `fullScreenCover`, `popover`, `alert` and `confirmationDialog`.
//
// Limner draws one view tree into one canvas, with no window to present another view in:
// a presentation modifier draws the view it is attached to, and the presented content is never
// built or drawn (as on a device while it is dismissed, which is how a screen's snapshot is
// usually taken). Files that present compile unchanged, and a view whose binding is false
// draws exactly as it does in SwiftUI. While the binding is true the content is still not
// drawn (no card over the screen, no alert box): that is listed under the limits in
// docs/REFERENCE.md. `onDismiss` never runs, since nothing is dismissed.

extension View {
    /// Presents `content` as a sheet while `isPresented` is true (not drawn here: see the file
    /// comment).
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents a sheet for `item` while it is not nil (not drawn here).
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents `content` over the whole screen while `isPresented` is true (not drawn here).
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents `content` over the whole screen for `item` while it is not nil (not drawn here).
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                                   @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }

    /// Presents `content` in a popover while `isPresented` is true (not drawn here).
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }

    /// Presents an alert titled `titleKey` while `isPresented` is true (not drawn here).
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert titled `title` while `isPresented` is true (not drawn here).
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert titled with `title` while `isPresented` is true (not drawn here).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true (not drawn here).
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true (not drawn here).
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert with a message while `isPresented` is true (not drawn here).
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an alert about `data` while `isPresented` is true (not drawn here).
    public func alert<S: StringProtocol, T, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an alert about `data` while `isPresented` is true (not drawn here).
    public func alert<T, A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    /// Presents an action sheet titled `titleKey` while `isPresented` is true (not drawn here).
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an action sheet titled `title` while `isPresented` is true (not drawn here).
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View { self }

    /// Presents an action sheet with a message while `isPresented` is true (not drawn here).
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View { self }

    /// Presents an action sheet with a message while `isPresented` is true (not drawn here).
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View { self }

    /// The heights a sheet may take (kept for the sheet; nothing is presented here).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether a sheet shows its drag indicator (nothing is presented here).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    /// Whether the user may dismiss a sheet interactively (nothing is presented here).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover's arrow points (SwiftUI's `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor: Sendable {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// A height a sheet may rest at (SwiftUI's `PresentationDetent`).
public struct PresentationDetent: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case medium, large, fraction(Double), height(Double) }
    private let kind: Kind

    /// Half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The whole screen.
    public static let large = PresentationDetent(kind: .large)
    /// `fraction` of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(Double(fraction))) }
    /// `height` points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(Double(height))) }
}
