import SwoopItems

/// `--track` across a `reload`: the highlighted item's identity (its `--id-nth` fields, or the
/// whole line) is kept before the list is replaced, and the first item of the new output with
/// the same identity is found as lines arrive, each line looked at once.
struct ReloadTracking {
    /// The identity looked for.
    private let identity: [UInt8]
    /// The fields that make it (nil: the whole line).
    private let fields: [FieldRange]?
    private let splitter: FieldSplitter
    /// How many items of the new output have been looked at.
    private var scanned = 0

    /// Tracks `line`'s identity; `fields` are `--id-nth`'s.
    init(line: UnsafeBufferPointer<UInt8>, fields: [FieldRange]?, splitter: FieldSplitter) {
        self.fields = fields
        self.splitter = splitter
        identity = Self.identity(of: line, fields: fields, splitter: splitter)
    }

    /// The first item of `lines` not looked at yet with the identity, if one has arrived.
    mutating func find(in lines: ItemStore) -> Int? {
        let count = lines.count
        defer { scanned = count }
        for item in scanned..<max(scanned, count) where Self.identity(of: lines[item], fields: fields, splitter: splitter) == identity {
            return item
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
