import Glibc

/// One directory's entries in the order fzf's walker visits them: regular files, then other
/// entries (links, devices…), then directories, each group by name byte by byte.
///
/// fzf walks with fastwalk's files-first sort, so a directory lists its files in name order and
/// its subdirectories are read after them (the last one first, as the queue is last in, first
/// out). The names are kept in one buffer reused from directory to directory.
struct DirectoryEntries {
    /// An entry: where its name lies in `names` (ended with NUL there) and its type.
    struct Entry {
        let start: Int
        let count: Int
        /// `d_type`, `DT_UNKNOWN` already worked out.
        let type: UInt8

        /// Files, then other entries, then directories.
        var group: Int {
            switch Int32(type) {
            case Int32(DT_REG): 0
            case Int32(DT_DIR): 2
            default: 1
            }
        }
    }

    private(set) var names: [UInt8] = []
    private(set) var entries: [Entry] = []

    /// Forgets the last directory's entries, keeping the buffers.
    mutating func removeAll() {
        names.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// Adds the entry `name` of type `type`.
    mutating func append(name: UnsafeRawBufferPointer, type: UInt8) {
        entries.append(Entry(start: names.count, count: name.count, type: type))
        names.append(contentsOf: name)
        names.append(0)
    }

    /// Puts the entries in fzf's order.
    mutating func sort() {
        guard entries.count > 1 else { return }
        names.withUnsafeBufferPointer { names in
            guard let base = names.baseAddress else { return }
            entries.sort { first, second in
                if first.group != second.group { return first.group < second.group }
                let order = memcmp(base + first.start, base + second.start, min(first.count, second.count))
                return order != 0 ? order < 0 : first.count < second.count
            }
        }
    }
}
