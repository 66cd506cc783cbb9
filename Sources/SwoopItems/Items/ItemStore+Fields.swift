import SwoopText
extension ItemStore {
    /// A store of `original`'s items projected through `ranges` as `--nth` searches them,
    /// header lines included, same order.
    package convenience init(projecting original: ItemStore, splitter: FieldSplitter, ranges: [FieldRange]) {
        self.init(headerCount: original.headerCount)
        appendProjections(of: original, splitter: splitter, ranges: ranges)
    }

    /// Appends the lines `original` gained since the last call as they are (a copy with another
    /// header count: `change-header-lines`).
    func appendCopies(of original: ItemStore) {
        appendLines(derivedFrom: original) { line, _ in Array(line) }
    }

    /// Appends the lines `original` gained since the last call, projected through `ranges` (`--nth`).
    func appendProjections(of original: ItemStore, splitter: FieldSplitter, ranges: [FieldRange]) {
        appendLines(derivedFrom: original) { line, _ in
            FieldProjection(searching: line, splitter: splitter, ranges: ranges).bytes
        }
    }

    /// A store of `original`'s lines as `--with-nth` shows them, header lines included, same order.
    ///
    /// As fzf: the fields are cut from the line as read, escape sequences and
    /// all; with `--ansi` the sequences are then taken out; trailing white
    /// space is trimmed, except where a background colour reaches.
    package convenience init(showing original: ItemStore, template: FieldTemplate, splitter: FieldSplitter, parsesANSI: Bool) {
        self.init(headerCount: original.headerCount)
        appendShownLines(of: original, template: template, splitter: splitter, parsesANSI: parsesANSI)
    }

    /// Appends the lines `original` gained since the last call, as `--with-nth` shows them.
    func appendShownLines(of original: ItemStore, template: FieldTemplate, splitter: FieldSplitter, parsesANSI: Bool) {
        appendLines(derivedFrom: original) { line, index in
            var text = template.render(line, splitter: splitter, index: index)
            var keep = 0
            if parsesANSI {
                let colored = text.withUnsafeBufferPointer { ANSIText($0) }
                text = colored.visible
                keep = colored.backgroundEnd
            }
            let end = text.withUnsafeBufferPointer { UnicodeSpace.endTrimmingSpaces(of: $0, keeping: keep) }
            text.removeSubrange(end...)
            return text
        }
    }
}
