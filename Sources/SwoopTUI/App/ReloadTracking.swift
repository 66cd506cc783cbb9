import SwoopItems

/// `--track` (or `track-current`) across a `reload`: the highlighted item's identity (its
/// `--id-nth` fields, or the whole line) is kept before the list is replaced, and the items of
/// the new output with the same identity are found as lines arrive, each line looked at once.
///
/// With `--id-nth` the search holds the interface, as fzf's does (`blocksInput`): keys do nothing
/// but end it, the list on screen stays, and the info line says `+T*` until the item is found
/// (with `reload-sync`, once the output is complete) or the output ends without it.
struct ReloadTracking {
    /// The identity looked for.
    private let identity: [UInt8]
    /// The fields that make it (nil: the whole line).
    private let fields: [FieldRange]?
    private let splitter: FieldSplitter
    /// How many items of the new output have been looked at.
    private var scanned = 0
    /// The item with the identity found last, till it is listed (or found not to be).
    var candidate: Int?
    /// Whether the interface waits for the item (`--id-nth`, as fzf).
    let blocksInput: Bool

    /// Tracks `line`'s identity; `fields` are `--id-nth`'s, with which the interface waits for it.
    init(line: UnsafeBufferPointer<UInt8>, fields: [FieldRange]?, splitter: FieldSplitter) {
        self.fields = fields
        self.splitter = splitter
        blocksInput = fields != nil
        identity = Self.identity(of: line, fields: fields, splitter: splitter)
    }

    /// The next item of `lines` not looked at yet with the identity, if one has arrived.
    mutating func find(in lines: ItemStore) -> Int? {
        let count = lines.count
        while scanned < count {
            let item = scanned
            scanned += 1
            if Self.identity(of: lines[item], fields: fields, splitter: splitter) == identity { return item }
        }
        return nil
    }

    /// The bytes that say which item `line` is.
    static func identity(of line: UnsafeBufferPointer<UInt8>, fields: [FieldRange]?, splitter: FieldSplitter) -> [UInt8] {
        guard let fields else { return Array(line) }
        return FieldProjection(line, splitter: splitter, ranges: fields).bytes
    }

    /// The items of `lines` with the `identities` (each its first item), in the identities' order.
    static func items(withIdentities identities: [[UInt8]], in lines: ItemStore, fields: [FieldRange]?, splitter: FieldSplitter) -> [Int] {
        var wanted = Set(identities)
        var found: [[UInt8]: Int] = [:]
        for item in 0..<lines.count where !wanted.isEmpty {
            let identity = identity(of: lines[item], fields: fields, splitter: splitter)
            if wanted.remove(identity) != nil { found[identity] = item }
        }
        return identities.compactMap { found[$0] }
    }
}
