/// fzf's preview scroll offset (`+{2}`, `+{2}-/2`, `+{-1}+3/3`, `+5`): the line the preview starts
/// at for each item, worked out from the item's fields.
///
/// As in fzf: the placeholder is replaced by the item's field, everything but
/// digits, `+`, `-` and `/` is dropped, the numbers are added up from -1 (a
/// line number counts from 1, an offset from 0), and a final `/D` (or `-/D`)
/// takes away a D-th of the pane's height, so `+{2}-/2` puts line {2} in the
/// middle. The result is never below 0.
import SwoopItems
package struct PaneScrollOffset: Sendable, Equatable {
    /// The expression as given.
    package let expression: String

    /// The expression, if `word` has fzf's form: `+{N}` or `+{n}`, then `+N`/`-N` terms, then `[-]/D`.
    package init?(_ word: String) {
        var rest = Substring(word)
        if rest.hasPrefix("+{"), let close = rest.firstIndex(of: "}") {
            let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            let digits = inside.hasPrefix("-") ? inside.dropFirst() : inside
            guard inside == "n" || (!digits.isEmpty && digits.allSatisfy(PaneScrollOffset.isDigit)) else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        while let sign = rest.first, sign == "+" || sign == "-", rest.dropFirst().first.map(Self.isDigit) == true {
            rest = rest.dropFirst().drop(while: Self.isDigit)
        }
        if rest.hasPrefix("-/") { rest = rest.dropFirst() }
        if rest.hasPrefix("/") {
            let denominator = rest.dropFirst()
            guard let first = denominator.first, first != "0", denominator.allSatisfy(PaneScrollOffset.isDigit) else { return nil }
            rest = rest[rest.endIndex...]
        }
        guard rest.isEmpty else { return nil }
        expression = word
    }

    /// The first line shown for `line` (item `index`) in a pane of `height` rows below its fixed header.
    package func offset(line: UnsafeBufferPointer<UInt8>?, index: Int?, splitter: FieldSplitter, height: Int) -> Int {
        let current = line == nil && index == nil ? nil : CommandContext.Item(index: index ?? 0, text: line.map(Array.init) ?? [])
        let context = CommandContext(current: current, splitter: splitter)
        let rendered = CommandTemplate(expression).render(context, shell: .system, files: .shared)
        let filled = String(decoding: rendered.bytes, as: UTF8.self)
        return Self.evaluate(filled.filter { Self.isDigit($0) || "+-/".contains($0) }, height: height)
    }

    /// Adds up the terms of `text` (only digits and `+-/` left) from -1; `/D` takes away `height / D` and ends it.
    static func evaluate(_ text: String, height: Int) -> Int {
        let chars = Array(text.utf8)
        var base = -1
        var index = 0
        while index < chars.count {
            let sign = chars[index]
            if sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), let (value, end) = number(in: chars, from: index + 1) {
                base = sign == UInt8(ascii: "-") ? base &- value : base &+ value
                index = end
                continue
            }
            let slash = sign == UInt8(ascii: "-") ? index + 1 : index
            if slash < chars.count, chars[slash] == UInt8(ascii: "/"), slash + 1 < chars.count, chars[slash + 1] != UInt8(ascii: "0"),
               let (denominator, _) = number(in: chars, from: slash + 1), denominator > 0 {
                base -= height / denominator
                break
            }
            index += 1
        }
        return max(0, base)
    }

    /// The number whose digits start at `start`, and where they end; nil without a digit.
    private static func number(in chars: [UInt8], from start: Int) -> (Int, Int)? {
        var end = start
        var value = 0
        while end < chars.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(chars[end]) {
            // fzf's Atoi fails past Int's range and counts as 0.
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(chars[end] - UInt8(ascii: "0")))
            value = overflow1 || overflow2 ? Int.min : sum
            end += 1
        }
        guard end > start else { return nil }
        return (value == Int.min ? 0 : value, end)
    }

    /// Whether `character` is one of `0`–`9`.
    package static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
