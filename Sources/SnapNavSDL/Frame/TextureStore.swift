/// A store whose entries the budget can evict, oldest use first.
protocol BudgetedStore: AnyObject {
    /// When the least recently used entry was last used, if there is one that may go.
    var oldestUse: UInt64? { get }
    /// Evicts the least recently used entry.
    func evictOldest()
}

/// The textures the canvas's caches keep, under one budget of bytes shared by all of them,
/// each cache also holding at most a number of entries. Past the budget, the least recently
/// used entries of all the caches go first, and past a cache's own bound, its own; so what
/// every frame draws stays, and what an animation passed through once is what leaves.
final class TextureBudget {
    /// Bytes of texture memory all caches may keep together: 64 MiB, a dozen full-window
    /// textures at 3× on a phone-sized window, and thousands of text runs and shapes.
    static let defaultBytes = 64 << 20

    let limit: Int
    private(set) var bytes = 0
    private var clock: UInt64 = 0

    init(limit: Int = TextureBudget.defaultBytes) {
        self.limit = limit
    }

    /// A number that grows with every use, for ordering entries by their last use.
    func tick() -> UInt64 {
        clock += 1
        return clock
    }

    private var stores: [WeakStore] = []

    private struct WeakStore {
        weak var store: BudgetedStore?
    }

    func register(_ store: BudgetedStore) {
        stores.append(WeakStore(store: store))
    }

    func added(_ count: Int) { bytes += count }
    func removed(_ count: Int) { bytes -= count }
    var isOver: Bool { bytes > limit }

    /// Evicts the least recently used entries of every store until the budget holds.
    func evictWhileOver() {
        while isOver {
            let oldest = stores.compactMap(\.store).compactMap { store in store.oldestUse.map { (store, $0) } }
                .min { $0.1 < $1.1 }
            guard let (store, _) = oldest else { return }
            store.evictOldest()
        }
    }
}

/// One cache's textures by key, under the shared `TextureBudget` and at most `capacity`
/// entries, evicting its least recently used ones.
final class TextureStore<Key: Hashable, Value>: BudgetedStore {
    private struct Entry {
        var value: Value
        var bytes: Int
        var lastUse: UInt64
    }

    private let budget: TextureBudget
    let capacity: Int
    private var entries: [Key: Entry] = [:]

    /// The entry being added, which stays even past the budget: it is about to be drawn.
    private var newest: Key?

    init(budget: TextureBudget, capacity: Int) {
        self.budget = budget
        self.capacity = capacity
        budget.register(self)
    }

    /// How many entries are kept.
    var count: Int { entries.count }

    /// The value for `key`, marked as just used.
    subscript(key: Key) -> Value? {
        // One hash of the key: the bars look up a dozen layers on every frame of a swipe.
        guard let index = entries.index(forKey: key) else { return nil }
        entries.values[index].lastUse = budget.tick()
        return entries.values[index].value
    }

    /// The bytes the entries kept take of the budget.
    var bytes: Int { entries.values.reduce(0) { $0 + $1.bytes } }

    /// The keys of the entries kept, in no order.
    var keys: [Key] { Array(entries.keys) }

    /// Whether an entry for `key` is kept, without counting as a use.
    func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Keeps `value` (taking `bytes` of the budget) for `key`, evicting this store's least
    /// recently used entries past its capacity, and every store's past the budget.
    func insert(_ value: Value, bytes: Int, for key: Key) {
        if let old = entries.removeValue(forKey: key) { budget.removed(old.bytes) }
        entries[key] = Entry(value: value, bytes: bytes, lastUse: budget.tick())
        newest = key
        budget.added(bytes)
        while entries.count > capacity, oldestUse != nil { evictOldest() }
        budget.evictWhileOver()
        newest = nil
    }

    var oldestUse: UInt64? {
        oldestEntry?.value.lastUse
    }

    func evictOldest() {
        guard let oldest = oldestEntry else { return }
        entries.removeValue(forKey: oldest.key)
        budget.removed(oldest.value.bytes)
    }

    /// The least recently used entry other than the one just added.
    private var oldestEntry: (key: Key, value: Entry)? {
        var found: (key: Key, value: Entry)?
        for (key, entry) in entries where key != newest {
            if found.map({ entry.lastUse < $0.value.lastUse }) ?? true { found = (key, entry) }
        }
        return found
    }

    /// Forgets the entry for `key`, if there is one.
    func remove(_ key: Key) {
        guard let entry = entries.removeValue(forKey: key) else { return }
        budget.removed(entry.bytes)
    }

    /// Forgets every entry.
    func removeAll() {
        for entry in entries.values { budget.removed(entry.bytes) }
        entries.removeAll()
        newest = nil
    }
}
