/// What the graph keeps for its nodes between updates: the records of a closed set of kinds
/// (`RecordKey`) and the animators of their animatable values (`AnimatorKey`), with which of
/// them the update in progress used.
///
/// A committed update marks every record it reads or makes; `sweep` then drops the others,
/// so a view that comes back starts afresh (as in SwiftUI). A peek (`committing: false`)
/// reads what is there and leaves the store as it was: it makes no record (it hands out
/// what `make` made without keeping it) and marks none.
///
/// Records are found by their typed key; a record of another type at the same address (a
/// node that changed type in place) counts as absent and is replaced, so a reader always
/// gets its own record type.
final class RecordStore {
    private var records: [RecordAddress: AnyObject] = [:]
    private var animators: [AnimatorAddress: any AnimatingRecord] = [:]
    private var usedRecords: Set<RecordAddress> = []
    private var usedAnimators: Set<AnimatorAddress> = []

    // MARK: Records

    /// The record at `key`, made by `make` the first time; marks it used. A peek gets the
    /// existing record or a fresh one it does not keep.
    func record<Record>(_ key: RecordKey<Record>, committing: Bool, make: () -> Record) -> Record {
        if let existing = records[key.address] as? Record {
            if committing { usedRecords.insert(key.address) }
            return existing
        }
        let made = make()
        if committing {
            usedRecords.insert(key.address)
            records[key.address] = made
        }
        return made
    }

    /// Whether a record is stored at `key`'s address (without marking it used).
    func contains<Record>(_ key: RecordKey<Record>) -> Bool { records[key.address] != nil }

    // MARK: Animators

    /// The animator at `key`, made by `make` the first time; marks it used (as `record`).
    func animator<Value>(_ key: AnimatorKey<Value>, committing: Bool, make: () -> Animator<Value>) -> Animator<Value> {
        if let existing = animators[key.address] as? Animator<Value> {
            if committing { usedAnimators.insert(key.address) }
            return existing
        }
        let made = make()
        if committing {
            usedAnimators.insert(key.address)
            animators[key.address] = made
        }
        return made
    }

    /// The animator at `key` if there is one, for a peek (not marked used).
    func existingAnimator<Value>(_ key: AnimatorKey<Value>) -> Animator<Value>? {
        animators[key.address] as? Animator<Value>
    }

    /// Whether a stored animator still runs at `time`.
    func hasRunningAnimation(at time: Double) -> Bool {
        animators.values.contains { $0.isAnimating(at: time) }
    }

    // MARK: Updates

    /// Starts a committed update: nothing is used yet.
    func beginUpdate() {
        usedRecords = []
        usedAnimators = []
    }

    /// Ends a committed update: drops every record and animator it did not use, handing
    /// `left` the dropped records whose node must do something as it goes.
    func sweep(_ left: (LeavingRecord) -> Void) {
        var kept: [RecordAddress: AnyObject] = [:]
        kept.reserveCapacity(usedRecords.count)
        for (address, record) in records {
            if usedRecords.contains(address) {
                kept[address] = record
            } else if let lifecycle = record as? LifecycleRecord {
                left(.lifecycle(lifecycle))
            } else if let transition = record as? TransitionRecord {
                left(.transition(transition))
            }
        }
        records = kept
        animators = animators.filter { usedAnimators.contains($0.key) }
    }

    /// Forgets every record and animator.
    func removeAll() {
        records = [:]
        animators = [:]
        usedRecords = []
        usedAnimators = []
    }
}

/// A record dropped by `RecordStore.sweep` whose node acts as it leaves.
enum LeavingRecord {
    /// Runs its `onDisappear`.
    case lifecycle(LifecycleRecord)
    /// Is drawn leaving with its transition.
    case transition(TransitionRecord)
}
