import Foundation

/// `onAppear`, `onDisappear`, `onChange` and `task`: actions the graph queues during a
/// committed update and the host runs right after it, at the same virtual time.
struct LifecycleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        if !graph.isPeeking {
            let key = RecordKey.lifecycle(at: context.identity)
            let isNew = !graph.hasRecord(key)
            let record = graph.record(key) { LifecycleRecord() }
            record.visit = graph.nextLifecycleVisit()
            if let onDisappear { record.onDisappear = onDisappear }
            if isNew, let onAppear { graph.enqueueAction(onAppear) }
        }
        return content(context)
    }
}

/// Runs an action when a value changes between committed updates.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        if !context.graph.isPeeking, let action = pendingAction(in: context.graph, at: context.identity) {
            context.graph.enqueueAction(action)
        }
        return content(context)
    }

    /// The action to run for this update, if the value changed (or appeared with `initial`);
    /// stores the new value.
    private func pendingAction(in graph: ViewGraph, at identity: ViewIdentity) -> (() -> Void)? {
        let key = RecordKey.compared(.onChange, at: identity)
        let isNew = !graph.hasRecord(key)
        let record = graph.record(key) { ValueRecord(AnyEquatable(value)) }
        let new = value
        let action = self.action
        if isNew { return initial ? { action(new, new) } : nil }
        guard !record.value.isEqual(new), let old = record.value.value as? Value else { return nil }
        record.value = AnyEquatable(new)
        return { action(old, new) }
    }
}

/// A started `task`, cancelled when its view disappears (or its id changes).
final class TaskRecord {
    var task: Task<Void, Never>?
    var id: AnyEquatable?
    deinit { task?.cancel() }
}

/// Starts an asynchronous action when the view appears. Inside a host the task runs on the
/// host's task executor (`VirtualTaskExecutor`): its first step right after the update that
/// made the view appear, each later one when what it awaited is done — a `Task.sleep` on the
/// host's virtual clock — on the host's thread, so its state changes land at exact virtual
/// times. What it awaits elsewhere (another actor, real I/O) resumes at the host's next event.
struct TaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let id: AnyEquatable?
    let priority: TaskPriority
    let action: () async -> Void

    func resolve(content: @escaping ResolveContext.Content, in context: ResolveContext) -> [ResolvedNode] {
        let graph = context.graph
        if !graph.isPeeking {
            let key = RecordKey.task(at: context.identity)
            let record = graph.record(key) { TaskRecord() }
            let changed = record.task == nil || (id.map { new in record.id.map { !$0.isEqual(new.value) } ?? true } ?? false)
            if changed {
                record.task?.cancel()
                record.id = id
                if let executor = VirtualClock.current?.taskExecutor {
                    record.task = executor.startTask(priority: priority, action)
                } else {
                    // No host (a graph driven directly): the Swift concurrency pool, as before.
                    let body = UncheckedTaskAction(action: action)
                    record.task = Task(priority: priority) { await body.action() }
                }
            }
        }
        return content(context)
    }
}

/// A `.task` action handed to a task outside any host.
private struct UncheckedTaskAction: @unchecked Sendable {
    // Unchecked: outside a host the action runs on the concurrency pool, as a task's always
    // did; what it touches is the caller's to keep safe (SwiftUI runs it on the main actor).
    let action: () async -> Void
}

extension View {
    /// Runs `action` when the view first appears (after the update that added it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
    }

    /// Runs `action` when the view leaves the tree.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
    }

    /// Runs `action` with the old and new value whenever `value` changes (and once on
    /// appearing when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` whenever `value` changes (and once on appearing when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value whenever `value` changes (the older form).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
    }

    /// Starts `action` when the view appears and cancels it when the view disappears. Inside a
    /// host its steps run on the host's thread at virtual times, and `Task.sleep(for:)` waits
    /// on the host's clock (docs/OneClock.md).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: nil, priority: priority, action: action))
    }

    /// Starts `action` when the view appears and again whenever `id` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: AnyEquatable(value), priority: priority, action: action))
    }
}
