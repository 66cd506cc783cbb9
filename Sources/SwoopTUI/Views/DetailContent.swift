import SwoopCore

/// The highlighted record as `field: value` lines, for the `--detail` pane.
public struct DetailContent {
    /// The records, whole.
    public let store: ItemStore
    public let splitter: FieldSplitter
    /// Field names: the first header line's fields, or 1, 2, 3…
    public let names: [String]

    public init(store: ItemStore, splitter: FieldSplitter) {
        self.store = store
        self.splitter = splitter
        names = store.headerLine(0).map { line in
            splitter.fields(of: line).map { String(decoding: line[$0], as: UTF8.self) }
        } ?? []
    }

    /// The lines for `item` (none when nothing is highlighted).
    public func lines(for item: Int?) -> [ANSIText] {
        guard let item, item < store.count else { return [] }
        let line = store[item]
        return splitter.fields(of: line).enumerated().map { index, field in
            let name = index < names.count && !names[index].isEmpty ? names[index] : String(index + 1)
            let text = Array("\u{1B}[1m\(name):\u{1B}[0m ".utf8) + Array(line[field])
            return text.withUnsafeBufferPointer { ANSIText($0) }
        }
    }
}

/// What the side pane shows when it is fed from outside (a preview command), and how far it is scrolled.
public final class PaneContent {
    public var lines: [ANSIText] = []
    public var scroll = 0

    public init() {}
}
