import SwoopItems

extension ItemForms {
    /// Queues what is printed for `item`: the line as it came (without escape sequences with
    /// `--ansi`), or its `--accept-nth` fields, the last delimiter dropped, as fzf prints them.
    func append(_ item: Int, to output: inout OutputBuffer) {
        let line = visibleLines[item]
        guard let printed = options.printedFields else { return output.append(item: line) }
        let splitter = options.fieldSplitter
        let fields = printed.render(line, splitter: splitter, index: original.readHeaderCount + item)
        fields.withUnsafeBufferPointer { output.append(item: UnsafeBufferPointer(rebasing: $0[..<splitter.lastDelimiterStart(in: $0)])) }
    }
}
