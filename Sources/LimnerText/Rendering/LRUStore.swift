/// A least-recently-used map with a cost budget: inserting past `costLimit` evicts the least
/// recently used entries until the total fits (an entry costlier than the whole budget is
/// not stored). Lookups and inserts are O(1) on average.
///
/// Entries live in parallel slot arrays linked into a doubly linked recency list by index
/// (head = most recent), so nothing is allocated per entry beyond the dictionary slot.
/// Not thread-safe by itself; `GlyphCache` guards one with a mutex.
package struct LRUStore<Key: Hashable, Value> {
    private var slots: [Key: Int] = [:]
    private var keys: [Key?] = []
    private var values: [Value?] = []
    private var costs: [Int] = []
    private var prev: [Int] = []
    private var next: [Int] = []
    private var free: [Int] = []
    private var head = -1, tail = -1

    /// The most total cost kept.
    let costLimit: Int
    /// The total cost of the entries held.
    package private(set) var totalCost = 0
    /// How many entries were evicted so far.
    private(set) var evictions = 0

    package init(costLimit: Int) { self.costLimit = max(0, costLimit) }

    /// The number of entries.
    package var count: Int { slots.count }

    /// The value for `key`, marking it most recently used.
    package mutating func value(for key: Key) -> Value? {
        guard let i = slots[key] else { return nil }
        moveToFront(i)
        return values[i]
    }

    /// Stores `value` with `cost` (replacing any entry for `key`), then evicts the least
    /// recently used entries while over budget.
    package mutating func insert(_ value: Value, cost: Int, for key: Key) {
        if let i = slots[key] { remove(slot: i) }
        guard cost <= costLimit else { return }
        let i: Int
        if let reused = free.popLast() {
            i = reused
            keys[i] = key; values[i] = value; costs[i] = cost
        } else {
            i = keys.count
            keys.append(key); values.append(value); costs.append(cost); prev.append(-1); next.append(-1)
        }
        slots[key] = i
        totalCost += cost
        linkFront(i)
        while totalCost > costLimit, tail >= 0 {
            remove(slot: tail)
            evictions += 1
        }
    }

    /// Removes every entry.
    package mutating func removeAll() {
        self = LRUStore(costLimit: costLimit)
    }

    private mutating func remove(slot i: Int) {
        unlink(i)
        slots[keys[i]!] = nil
        totalCost -= costs[i]
        keys[i] = nil; values[i] = nil; costs[i] = 0
        free.append(i)
    }

    private mutating func moveToFront(_ i: Int) {
        guard head != i else { return }
        unlink(i)
        linkFront(i)
    }

    private mutating func linkFront(_ i: Int) {
        prev[i] = -1
        next[i] = head
        if head >= 0 { prev[head] = i }
        head = i
        if tail < 0 { tail = i }
    }

    private mutating func unlink(_ i: Int) {
        let p = prev[i], n = next[i]
        if p >= 0 { next[p] = n } else { head = n }
        if n >= 0 { prev[n] = p } else { tail = p }
        prev[i] = -1; next[i] = -1
    }
}
