import Foundation
import OpenCombine

extension Foundation.Timer {
    /// A publisher that emits the date every `interval` seconds once connected (use
    /// `autoconnect()`): Combine's `Timer.publish`.
    ///
    /// Inside a view host (`AnimationRenderer`, the live window) it runs on the host's clock:
    /// the first tick comes one interval after connecting, every tick at an exact virtual
    /// time, and its output is the host's date then. Elsewhere it runs a Foundation timer on
    /// `runLoop`. Intervals below a millisecond are clamped to one; a NaN, infinite or
    /// non-positive interval never fires.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` makes.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // Safe: the subscriber table is guarded by `lock` (a run-loop timer fires on its own thread).
        public typealias Output = Date
        public typealias Failure = Never

        /// The time between ticks.
        public let interval: TimeInterval
        /// The run loop a timer outside a view host is scheduled on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode

        private var subscribers: [CombineIdentifier: AnySubscriber<Date, Never>] = [:]
        private let lock = NSLock()

        init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.runLoop = runLoop
            self.mode = mode
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            let subscription = TimerSubscription(publisher: self, id: subscriber.combineIdentifier)
            if let clock = VirtualClock.current {
                // Inside a view host every subscription ticks on that host's clock, from the
                // moment it subscribed, whoever else shares the publisher.
                if interval.isFinite, interval > 0 {
                    let downstream = AnySubscriber(subscriber)
                    let timer = VirtualTimer(interval: interval) { date in _ = downstream.receive(date) }
                    clock.addTimer(timer)
                    subscription.onCancel = { timer.isCancelled = true }
                }
            } else {
                lock.withLock { subscribers[subscriber.combineIdentifier] = AnySubscriber(subscriber) }
            }
            subscriber.receive(subscription: subscription)
        }

        func remove(_ id: CombineIdentifier) { lock.withLock { subscribers[id] = nil } }

        func send(_ date: Date) {
            for subscriber in lock.withLock({ Array(subscribers.values) }) { _ = subscriber.receive(date) }
        }

        /// Starts the run-loop timer for subscribers outside a view host (inside one, each
        /// subscription already ticks on the host's clock). Cancelling the connection stops it.
        public func connect() -> any Cancellable {
            let connection = TimerConnection()
            guard VirtualClock.current == nil, interval.isFinite, interval > 0 else { return connection }
            let timer = Foundation.Timer(timeInterval: Swift.max(interval, VirtualTimer.minimumInterval), repeats: true) { [weak self] _ in
                self?.send(Date())
            }
            runLoop.add(timer, forMode: mode)
            connection.cancelAction = { timer.invalidate() }
            return connection
        }
    }
}

/// The connection of a timer publisher; cancelling it stops the timer.
final class TimerConnection: Cancellable {
    var cancelAction: (() -> Void)?
    func cancel() {
        cancelAction?()
        cancelAction = nil
    }
}

/// One subscriber's subscription to a timer publisher (demand is not limited: a tick is
/// delivered to every subscriber).
final class TimerSubscription: Subscription {
    private weak var publisher: Foundation.Timer.TimerPublisher?
    let combineIdentifier = CombineIdentifier()
    private let id: CombineIdentifier

    init(publisher: Foundation.Timer.TimerPublisher, id: CombineIdentifier) {
        self.publisher = publisher
        self.id = id
    }

    /// Stops a host-clock timer made for this subscription.
    var onCancel: (() -> Void)?

    func request(_ demand: Subscribers.Demand) {}
    func cancel() {
        publisher?.remove(id)
        onCancel?()
        onCancel = nil
    }
}
