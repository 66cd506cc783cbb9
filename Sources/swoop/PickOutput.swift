import SwoopItems
import SwoopOptions
import SwoopPicker

/// What swoop prints when it ends: the query (`--print-query`), the key (`--expect`), the picks.
struct PickOutput {
    let options: Options
    let forms: ItemForms

    /// Prints the lines for a session that ended with `items` (empty when nothing was picked).
    /// `printed` is what `print(…)` actions queued, after the query and the key.
    func print(query: String, acceptKey: Key?, printed: [String] = [], items: [Int]) {
        var output = OutputBuffer()
        output.terminator = options.outputTerminator
        if options.printsQuery { append(query, to: &output) }
        if !options.expectedKeys.isEmpty {
            let key = acceptKey.flatMap { options.expectedKeys.contains($0) ? options.expectedKeyNames[$0] ?? KeyName.name(of: $0) : nil } ?? ""
            append(key, to: &output)
        }
        for text in printed { append(text, to: &output) }
        for item in items { forms.append(item, to: &output) }
        output.flush()
    }

    private func append(_ text: String, to output: inout OutputBuffer) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBufferPointer { output.append(item: $0) }
    }
}
