/// What `--with-nth` and `--accept-nth` make of a line: some of its fields, or a template.
///
/// fzf's rules: text made only of digits, `,`, `-` and `.` is a list of
/// ranges (`2,1`, `2..`), whose fields are joined with their own delimiters.
/// Anything else is a template: `{1}`, `{2..}`, `{-1}`, `{1,3}` stand for
/// those fields with the last delimiter dropped, `{n}` for the item's
/// 0-based position in the input (header lines counted), and the rest is
/// text; a placeholder fzf cannot read (`{0}`) stands for nothing, and a
/// template needs at least one placeholder.
import SwoopSystem
package struct FieldTemplate: Sendable, Equatable {
    /// One piece of a template.
    enum Part: Sendable, Equatable {
        case text([UInt8])
        /// `{n}`.
        case index
        /// `{1}`, `{2..}`: fields, last delimiter dropped.
        case fields([FieldRange])
        /// A placeholder fzf cannot read: nothing.
        case nothing
    }

    /// A plain list of ranges, or nil for a template.
    let ranges: [FieldRange]?
    let parts: [Part]

    /// A plain list of ranges.
    package init(ranges: [FieldRange]) {
        self.ranges = ranges
        parts = []
    }

    private init(parts: [Part]) {
        ranges = nil
        self.parts = parts
    }

    /// Reads `--with-nth` / `--accept-nth` text; the error names `option`.
    package static func parse(_ text: String, option: String) throws(OptionError) -> FieldTemplate {
        if FieldRange.isRangeListText(text) {
            return FieldTemplate(ranges: try FieldRange.parseList(text, option: option))
        }
        let bytes = Array(text.utf8)
        var parts: [Part] = []
        var textStart = 0
        var index = 0
        var placeholders = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), let (part, end) = placeholder(in: bytes, at: index) else {
                index += 1
                continue
            }
            if textStart < index { parts.append(.text(Array(bytes[textStart..<index]))) }
            parts.append(part)
            placeholders += 1
            index = end
            textStart = end
        }
        if textStart < bytes.count { parts.append(.text(Array(bytes[textStart...]))) }
        guard placeholders > 0 else {
            throw OptionError("\(option): '\(text)' is neither fields (like 1,2..) nor a template with a placeholder (like {1}, {n})")
        }
        return FieldTemplate(parts: parts)
    }

    /// The placeholder starting at `start` (a `{`) and where it ends: `{n}` or `{` range text `}`.
    private static func placeholder(in bytes: [UInt8], at start: Int) -> (Part, Int)? {
        if start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "n"), bytes[start + 2] == UInt8(ascii: "}") {
            return (.index, start + 3)
        }
        var end = start + 1
        while end < bytes.count, FieldRange.isRangeListByte(bytes[end]) { end += 1 }
        guard end > start + 1, end < bytes.count, bytes[end] == UInt8(ascii: "}") else { return nil }
        let inner = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        return (FieldRange.parsedList(inner).map(Part.fields) ?? .nothing, end + 1)
    }

    /// Whether this is the whole line (a plain `..`-only list would still re-join it).
    package var isEmpty: Bool { ranges?.isEmpty ?? false }

    /// The text for `line` (item `index` of the input), before any trimming by the caller.
    package func render(_ line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter, index: Int) -> [UInt8] {
        lazy var tokens = splitter.tokens(of: line)
        if let ranges { return FieldProjection(joining: tokens, of: line, ranges: ranges).bytes }
        var output: [UInt8] = []
        for part in parts {
            switch part {
            case .text(let text):
                output += text
            case .index:
                output += Array(String(index).utf8)
            case .fields(let ranges):
                var projection = FieldProjection(joining: tokens, of: line, ranges: ranges)
                projection.dropLastDelimiter(splitter)
                output += projection.bytes
            case .nothing:
                break
            }
        }
        return output
    }
}
