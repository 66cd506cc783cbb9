/// A range of fields, as `--nth`, `--with-nth` and `--accept-nth` write them:
/// `2`, `-1` (the last), `2..` (second to last), `..3`, `2..-2`, `..` (all).
///
/// fzf's rules: a list is made only of digits, `,`, `-` and `.`; no number is
/// 0; a range may not run from a negative field to a positive one (`-3..3`),
/// but may be empty (`3..1`). Fields past either end are left out.
import SwoopSystem
package struct FieldRange: Sendable, Equatable {
    /// First field, 1-based; negative counts from the end; nil for open.
    package var lower: Int?
    /// Last field, as `lower`.
    package var upper: Int?

    package init(lower: Int?, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    /// Parses a comma-separated list of ranges; the message names `option` and the whole list.
    package static func parseList(_ text: String, option: String) throws(OptionError) -> [FieldRange] {
        guard let ranges = parsedList(text) else {
            throw OptionError("\(option): invalid field range '\(text)' (like 1, -1, 2.., ..3, 1..-2)")
        }
        return ranges
    }

    /// The ranges of `text`, or nil when fzf rejects it.
    package static func parsedList(_ text: String) -> [FieldRange]? {
        guard isRangeListText(text) else { return nil }
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = parse(part) else { return nil }
            ranges.append(range)
        }
        return ranges
    }

    /// Whether `text` is made only of the characters a range list may hold (and is not empty).
    package static func isRangeListText(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isRangeListByte)
    }

    /// A digit, `,`, `-` or `.`.
    package static func isRangeListByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2C || byte == 0x2D || byte == 0x2E
    }

    /// One range, tried in fzf's order: `..`, `..N`, `N..`, `N..M`, `N`.
    private static func parse(_ text: Substring) -> FieldRange? {
        func number(_ part: Substring) -> Int? {
            guard let value = Int(part), value != 0 else { return nil }
            return value
        }
        if text == ".." { return FieldRange(lower: nil, upper: nil) }
        if text.hasPrefix("..") {
            return number(text.dropFirst(2)).map { FieldRange(lower: nil, upper: $0) }
        }
        if text.hasSuffix("..") {
            return number(text.dropLast(2)).map { FieldRange(lower: $0, upper: nil) }
        }
        if let dots = text.firstRange(of: "..") {
            let rest = text[dots.upperBound...]
            guard !rest.contains(".."), let lower = number(text[..<dots.lowerBound]), let upper = number(rest),
                  !(lower < 0 && upper > 0) else { return nil }
            return FieldRange(lower: lower, upper: upper)
        }
        return number(text).map { FieldRange(lower: $0, upper: $0) }
    }

    /// Whether this range is every field (`..`, `1..`, `..-1`, `1..-1`).
    package var isWhole: Bool { (lower ?? 1) == 1 && (upper ?? -1) == -1 }

    /// The `--nth` ranges that search differs by: none when a single range is every field, so the
    /// whole line is searched as it is (fzf's rule in extended mode; without it, any whole range).
    package static func searched(_ ranges: [FieldRange], isExtended: Bool = true) -> [FieldRange] {
        (!isExtended || ranges.count == 1) && ranges.contains(where: \.isWhole) ? [] : ranges
    }

    /// The 0-based field indices this range selects among `count` fields, in order.
    package func indices(count: Int) -> Range<Int> {
        func resolve(_ value: Int?, open: Int) -> Int {
            guard let value else { return open }
            return value > 0 ? value - 1 : count + value
        }
        let first = max(0, resolve(lower, open: 0))
        let last = min(count - 1, resolve(upper, open: count - 1))
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
