extension ItemStore {
    /// A store of `original`'s items projected through `ranges` as `--nth` searches them,
    /// header lines included, same order.
    public convenience init(projecting original: ItemStore, splitter: FieldSplitter, ranges: [FieldRange]) {
        self.init(headerCount: original.headerCount)
        for index in 0..<original.readHeaderCount {
            append(original.headerLine(index).map { FieldProjection(searching: $0, splitter: splitter, ranges: ranges).bytes } ?? [])
        }
        for index in 0..<original.count {
            append(FieldProjection(searching: original[index], splitter: splitter, ranges: ranges).bytes)
        }
    }

    /// A store of `original`'s lines as `--with-nth` shows them, header lines included, same order.
    ///
    /// As fzf: the fields are cut from the line as read, escape sequences and
    /// all; with `--ansi` the sequences are then taken out; trailing white
    /// space is trimmed, except where a background colour reaches.
    public convenience init(showing original: ItemStore, template: FieldTemplate, splitter: FieldSplitter, parsesANSI: Bool) {
        self.init(headerCount: original.headerCount)
        func shown(_ line: UnsafeBufferPointer<UInt8>, index: Int) -> [UInt8] {
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
        let headers = original.readHeaderCount
        for index in 0..<headers {
            append(original.headerLine(index).map { shown($0, index: index) } ?? [])
        }
        for index in 0..<original.count {
            append(shown(original[index], index: headers + index))
        }
    }
}
