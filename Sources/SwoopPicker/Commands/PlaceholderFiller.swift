/// Fills in one placeholder of a `CommandTemplate` from a `CommandContext`.
import SwoopItems
import SwoopSystem
import SwoopText
struct PlaceholderFiller {
    let context: CommandContext
    let shell: CommandShell
    let placeholder: Placeholder
    /// The temporary file the value went to, with `f`.
    private(set) var writtenFile: String?

    /// A filler of `placeholder` from `context`, quoting for `shell`.
    init(context: CommandContext, shell: CommandShell, placeholder: Placeholder) {
        self.context = context
        self.shell = shell
        self.placeholder = placeholder
    }

    /// The bytes that take the placeholder's place.
    mutating func value(forcesMarked: Bool, files: TemporaryFiles) -> [UInt8] {
        switch placeholder.kind {
        case .query: return shell.quoted(context.query.utf8)
        case .queryFields(let ranges): return shell.quoted(queryFields(ranges))
        case .action: return Array(context.actionName.utf8)
        case .prompt: return shell.quoted(context.prompt.utf8)
        case .item, .fields: break
        }
        let flags = placeholder.flags
        let isFile = flags.contains(.file)
        var output: [UInt8] = []
        var isFirst = true
        for item in items(forcesMarked: forcesMarked) {
            if isFile {
                output += value(of: item)
                output.append(context.printSeparator)
            } else {
                if !isFirst { output.append(0x20) }
                output += value(of: item)
            }
            isFirst = false
        }
        guard isFile else { return output }
        // fzf ends a file with a separator even when it holds no value.
        if isFirst { output.append(context.printSeparator) }
        guard let path = files.write(output) else { return shell.quoted([]) }
        writtenFile = path
        return shell.quoted(path.utf8)
    }

    /// The items the placeholder stands for: the matched ones with `*`, the marked ones with `+`
    /// (the current one when none is marked), else the current one; nil for "no current item".
    private func items(forcesMarked: Bool) -> AnySequence<CommandContext.Item?> {
        if placeholder.flags.contains(.matched) {
            return AnySequence(context.matched().lazy.map { Optional($0) })
        }
        if placeholder.flags.contains(.marked) || forcesMarked, !context.marked.isEmpty {
            return AnySequence(context.marked.lazy.map { Optional($0) })
        }
        return AnySequence([context.current])
    }

    /// One item's value: its index, text or fields, quoted unless `r` or `f`.
    private func value(of item: CommandContext.Item?) -> [UInt8] {
        let flags = placeholder.flags
        let isBare = flags.contains(.raw) || flags.contains(.file)
        if case .item = placeholder.kind, flags.contains(.index) {
            return item.map { Array(String($0.index).utf8) } ?? shell.quoted([])
        }
        let text = item?.text ?? []
        var value: [UInt8]
        switch placeholder.kind {
        case .fields(let ranges):
            value = text.withUnsafeBufferPointer { line in
                var fields = FieldProjection(joining: context.splitter.tokens(of: line), of: line, ranges: ranges)
                if !context.splitter.splitsAtBlanks { fields.dropLastDelimiter(context.splitter) }
                return fields.bytes
            }
            if !flags.contains(.keepsSpace) { value = Self.trimmingSpaces(value) }
        default:
            value = text
        }
        return isBare ? value : shell.quoted(value)
    }

    /// The query's fields (`{q:…}`), split at blanks, trimmed unless `s`.
    private func queryFields(_ ranges: [FieldRange]) -> [UInt8] {
        let query = Array(context.query.utf8)
        let blanks = FieldSplitter()
        let fields = query.withUnsafeBufferPointer { line in
            FieldProjection(joining: blanks.tokens(of: line), of: line, ranges: ranges).bytes
        }
        return placeholder.flags.contains(.keepsSpace) ? fields : Self.trimmingSpaces(fields)
    }

    /// `bytes` without leading and trailing white space (Go's `strings.TrimSpace`).
    static func trimmingSpaces(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { buffer in
            let end = UnicodeSpace.endTrimmingSpaces(of: buffer)
            return Array(buffer[min(UnicodeSpace.startTrimmingSpaces(of: buffer), end)..<end])
        }
    }
}
