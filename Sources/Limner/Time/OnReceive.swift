import Foundation
import OpenCombine

/// A subscription kept for a view: values are queued as actions at the current virtual time
/// and run with the action of the latest evaluation of the view.
final class ReceiveRecord {
    var cancellable: AnyCancellable?
    var action: ((Any) -> Void)?
    weak var graph: ViewGraph?

    func deliver(_ value: Any) {
        guard let graph else { return }
        graph.enqueueAction { [weak self] in self?.action?(value) }
        graph.requestUpdate()
    }
}

/// `onReceive`: subscribes once when the view appears (later evaluations keep that
/// subscription, so a publisher made in a body is not restarted by every update) and
/// cancels when it disappears.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        if !graph.isPeeking {
            let record = graph.record(.onReceive(at: context.identity)) { ReceiveRecord() }
            let action = self.action
            record.action = { value in if let v = value as? P.Output { action(v) } }
            record.graph = graph
            if record.cancellable == nil {
                record.cancellable = publisher.sink { [weak record] value in record?.deliver(value) }
            }
        }
        return content(context)
    }
}

extension View {
    /// Runs `action` with every value `publisher` emits.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action))
    }
}
