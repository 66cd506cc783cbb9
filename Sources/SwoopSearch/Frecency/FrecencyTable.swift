/// The remembered picks of every list, in memory: counted, aged and bounded, with no I/O.
///
/// An entry is a list's NAME, a picked line's exact bytes, how many times it
/// was picked and when last (seconds since the epoch). Its frecency is
/// zoxide's: the count weighted by the age of the last pick, ×4 within an
/// hour, ×2 within a day, ×0.5 within a week, ×0.25 after that. The table
/// keeps at most `maximumPerName` entries a list and `maximumTotal` in all:
/// past either, the entries picked longest ago go first.
package struct FrecencyTable: Sendable, Equatable {
    /// One remembered line of one list.
    package struct Entry: Sendable, Equatable {
        /// The list it belongs to (`--frecency=NAME`).
        package var name: String
        /// The picked line, byte for byte (tabs, newlines, invalid UTF-8 and all).
        package var line: [UInt8]
        /// How many times it was picked.
        package var count: Int
        /// When it was last picked, in seconds since the epoch.
        package var lastUse: Int64

        package init(name: String, line: [UInt8], count: Int, lastUse: Int64) {
            self.name = name
            self.line = line
            self.count = count
            self.lastUse = lastUse
        }

        /// The count weighted by how long ago the line was last picked (zoxide's buckets).
        package func frecency(now: Int64) -> Double {
            let age = now - lastUse
            let weight: Double = age < 3600 ? 4 : age < 86400 ? 2 : age < 604_800 ? 0.5 : 0.25
            return Double(count) * weight
        }
    }

    /// Entries kept for one list at most.
    package static let maximumPerName = 500
    /// Entries kept in all at most.
    package static let maximumTotal = 5000
    /// Longer lines are not remembered (a store stays small whatever is picked).
    package static let maximumLineLength = 4096

    /// Every entry, in no particular order.
    package internal(set) var entries: [Entry]

    package init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// Counts one more pick of each of `lines` in list `name` at `now`; then drops what is over the bounds.
    package mutating func record(_ lines: [[UInt8]], name: String, now: Int64) {
        // Each line found through a table of the list's entries: linear in the picks and the entries.
        var places: [[UInt8]: Int] = [:]
        for index in entries.indices where entries[index].name == name { places[entries[index].line] = index }
        for line in lines where line.count <= Self.maximumLineLength {
            if let index = places[line] {
                entries[index].count += 1
                entries[index].lastUse = max(entries[index].lastUse, now)
            } else {
                places[line] = entries.count
                entries.append(Entry(name: name, line: line, count: 1, lastUse: now))
            }
        }
        bound()
    }

    /// Drops `line` from list `name`; whether it was there.
    @discardableResult
    package mutating func forget(_ line: [UInt8], name: String) -> Bool {
        let before = entries.count
        entries.removeAll { $0.name == name && $0.line == line }
        return entries.count != before
    }

    /// The entries of list `name`, highest frecency first (the one picked last first among equals).
    package func ranked(name: String, now: Int64) -> [(line: [UInt8], frecency: Double)] {
        entries.filter { $0.name == name }
            .map { (entry: $0, frecency: $0.frecency(now: now)) }
            .sorted { $0.frecency != $1.frecency ? $0.frecency > $1.frecency : $0.entry.lastUse > $1.entry.lastUse }
            .map { ($0.entry.line, $0.frecency) }
    }

    /// Keeps at most `maximumPerName` entries a list and `maximumTotal` in all, the newest.
    mutating func bound() {
        guard entries.count > Self.maximumPerName else { return }
        // Newest first; the order kept is stable, so writing the table twice gives the same bytes.
        let newestFirst = entries.indices.sorted { entries[$0].lastUse != entries[$1].lastUse ? entries[$0].lastUse > entries[$1].lastUse : $0 < $1 }
        var perName: [String: Int] = [:]
        var kept = Set<Int>()
        for index in newestFirst where kept.count < Self.maximumTotal {
            let name = entries[index].name
            guard perName[name, default: 0] < Self.maximumPerName else { continue }
            perName[name, default: 0] += 1
            kept.insert(index)
        }
        guard kept.count < entries.count else { return }
        entries = entries.indices.filter(kept.contains).map { entries[$0] }
    }
}
