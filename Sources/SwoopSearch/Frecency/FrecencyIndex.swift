/// The remembered lines of one list found among the items as they are read, and the boosts
/// they earn; forgets a line on request (`frecency-forget`). Used on one thread (the picker's).
///
/// Remembered lines are few (at most `FrecencyTable.maximumPerName`): each
/// item read is looked up among them once by a key made of its length and
/// its first and last eight bytes (a constant cost, whatever its length), and
/// compared byte for byte only when the key is a remembered line's. Done only
/// with `--frecency` and remembered lines.
import SwoopItems
package final class FrecencyIndex {
    /// The list's name (`--frecency=NAME`).
    package let name: String
    /// Where a forgotten line is dropped from (nil: only in memory).
    package let store: FrecencyStore?
    /// Why the store could not be changed last, if it could not (said once the picker ends).
    package private(set) var failure: FrecencyStore.Failure?

    /// The remembered lines and their frecencies, by `key`.
    private var remembered: [UInt64: [(line: [UInt8], frecency: Double)]] = [:]
    /// The items looked through: the lines as read (byte for byte what is recorded).
    private var lines: ItemStore?
    /// How many of `lines` have been looked at.
    private var scanned = 0
    /// The remembered items found so far.
    private var found: [(item: Int, frecency: Double)] = []
    /// What the items found earn.
    package private(set) var boosts = FrecencyBoosts()

    /// The remembered lines of list `name` in `table`, aged at `now`.
    package init(table: FrecencyTable, name: String, store: FrecencyStore?, now: Int64) {
        self.name = name
        self.store = store
        for (line, frecency) in table.ranked(name: name, now: now) {
            line.withUnsafeBufferPointer { remembered[Self.key($0), default: []].append((line, frecency)) }
        }
    }

    /// Whether nothing is remembered for the list.
    package var isEmpty: Bool { remembered.isEmpty }

    /// Looks for the remembered lines in `lines` from their start (new items, after a reload).
    package func track(_ lines: ItemStore) {
        self.lines = lines
        scanned = 0
        found = []
        boosts = FrecencyBoosts()
        catchUp()
    }

    /// Looks at the items read since the last call; whether remembered ones were among them.
    @discardableResult
    package func catchUp() -> Bool {
        guard let lines, !remembered.isEmpty else { return false }
        let count = lines.count
        let before = found.count
        while scanned < count {
            let line = lines[scanned]
            if let candidates = remembered[Self.key(line)],
               let match = candidates.first(where: { $0.line.elementsEqual(line) }) {
                found.append((scanned, match.frecency))
            }
            scanned += 1
        }
        guard found.count != before else { return false }
        boosts = FrecencyBoosts(found)
        return true
    }

    /// Forgets `item`'s line, in the store too; whether it was remembered.
    @discardableResult
    package func forget(item: Int) -> Bool {
        guard let lines, item < lines.count else { return false }
        let key = Self.key(lines[item])
        let line = Array(lines[item])
        do {
            try store?.forget(line, name: name)
        } catch {
            failure = error
        }
        guard let candidates = remembered[key], candidates.contains(where: { $0.line == line }) else { return false }
        remembered[key] = candidates.filter { $0.line != line }
        if remembered[key]?.isEmpty == true { remembered[key] = nil }
        found.removeAll { lines[$0.item].elementsEqual(line) }
        boosts = FrecencyBoosts(found)
        return true
    }

    /// A line's lookup key: its length mixed with its first and last eight bytes (fewer when shorter).
    @inline(__always)
    static func key(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var key = UInt64(count) &* 0x9E37_79B9_7F4A_7C15
        guard count > 0 else { return key }
        let raw = UnsafeRawBufferPointer(bytes)
        if count >= 8 {
            key ^= raw.loadUnaligned(as: UInt64.self)
            key = (key &* 0xFF51_AFD7_ED55_8CCD) ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else {
            for byte in bytes { key = (key ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return key ^ (key >> 29)
    }
}
