import Foundation

/// Stands for the view a `phaseAnimator` or `keyframeAnimator` modifier is applied to,
/// inside its content closure: SwiftUI's `PlaceholderContentView`.
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    public var body: Never { primitiveBodyAccessed(Self.self) }
}

extension PlaceholderContentView: PrimitiveView {
    func resolve(in context: ResolveContext) -> [ResolvedNode] {
        guard let content = context.modifierContent else { return [] }
        return content(context)
    }
}

/// An `Equatable` trigger whose type is erased.
struct TriggerValue: Equatable {
    let value: AnyEquatable?
    static func == (a: TriggerValue, b: TriggerValue) -> Bool {
        switch (a.value, b.value) {
        case (nil, nil): return true
        case let (x?, y?): return x.isEqual(y.value)
        default: return false
        }
    }
}

/// Steps through phases, animating each change: SwiftUI's `PhaseAnimator`.
///
/// Without a trigger it starts at the first phase and cycles forever, moving on when each
/// phase's animation is logically complete. With a trigger, each change of the trigger runs
/// through every phase once and comes back to the first. An empty list of phases shows
/// nothing; a phase whose animation is nil changes at once.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: TriggerValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    /// Cycles through `phases` continuously.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = TriggerValue(value: AnyEquatable(trigger))
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if phases.isEmpty {
            EmptyView()
        } else {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { step() } }
                .onChange(of: trigger ?? TriggerValue(value: nil)) { step() }
        }
    }

    /// Moves to the next phase with its animation; continues when that completes, until the
    /// first phase is reached again (with a trigger) or forever (without).
    private func step() {
        let next = (index + 1) % phases.count
        let continuous = trigger == nil
        withAnimation(animation(phases[next]), completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            if continuous || next != 0 { step() }
        }
    }
}

/// The modifier form: applies the phase animator to the modified view.
struct PhaseAnimatorModifier<Phase: Equatable, Modified: View, Result: View>: ViewModifier {
    let phases: [Phase]
    let trigger: TriggerValue?
    let content: (PlaceholderContentView<Modified>, Phase) -> Result
    let animation: (Phase) -> Animation?

    func body(content placeholder: Content) -> some View {
        let make = self.content
        if let trigger {
            PhaseAnimator(phases, trigger: trigger, content: { make(PlaceholderContentView(), $0) }, animation: animation)
        } else {
            PhaseAnimator(phases, content: { make(PlaceholderContentView(), $0) }, animation: animation)
        }
    }
}

extension View {
    /// Cycles the view through `phases`, animating each change.
    public func phaseAnimator<Phase: Equatable, V: View>(_ phases: some Sequence<Phase>,
                                                         @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                         animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        modifier(PhaseAnimatorModifier<Phase, Self, V>(phases: Array(phases), trigger: nil, content: content, animation: animation))
    }

    /// Runs the view through `phases` whenever `trigger` changes.
    public func phaseAnimator<Phase: Equatable, V: View>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                         @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
                                                         animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        modifier(PhaseAnimatorModifier<Phase, Self, V>(phases: Array(phases), trigger: TriggerValue(value: AnyEquatable(trigger)), content: content, animation: animation))
    }
}
