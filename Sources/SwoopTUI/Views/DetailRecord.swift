import SwoopItems

/// One record as `field: value` lines, each built when the pane reads it: the name bold, the value plain.
package struct DetailRecord: PaneLines {
    let content: DetailContent
    /// The record's index in the store; -1 for none.
    let item: Int

    package func line(_ index: Int) -> ANSIText? {
        guard let field = content.field(index, of: item) else { return nil }
        let name = content.name(of: index)
        var text = Self.label
        text.visible = name + Array(": ".utf8) + Array(content.store[item][field])
        // Bold from the start, plain from the space after the colon.
        if text.spans.count == 2 { text.spans[1].start = name.count + 1 }
        return text
    }

    /// A one-letter name and its colon: bold, then plain.
    private static let label = Array("\u{1B}[1mx:\u{1B}[0m ".utf8).withUnsafeBufferPointer { ANSIText($0) }

    package var identity: PaneTextIdentity { PaneTextIdentity(owner: ObjectIdentifier(content.store), version: item) }
}
