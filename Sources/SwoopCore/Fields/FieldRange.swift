/// A range of fields, as `--nth`, `--with-nth` and `--accept-nth` write them:
/// `2`, `-1` (the last), `2..` (second to last), `..3`, `2..-2`.
public struct FieldRange: Sendable, Equatable {
    /// First field, 1-based; negative counts from the end; nil for open.
    public var lower: Int?
    /// Last field, as `lower`.
    public var upper: Int?

    public init(lower: Int?, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    /// Parses a comma-separated list of ranges.
    public static func parseList(_ text: String, option: String) throws(OptionError) -> [FieldRange] {
        var ranges: [FieldRange] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let range = parse(part) else { throw OptionError("\(option): '\(part)' is not a field range (like 1, -1, 2.., ..3, 1..-2)") }
            ranges.append(range)
        }
        return ranges
    }

    private static func parse(_ text: Substring) -> FieldRange? {
        func number(_ part: Substring) -> Int?? {
            if part.isEmpty { return .some(nil) }
            guard let value = Int(part), value != 0 else { return nil }
            return .some(value)
        }
        if let dots = text.firstRange(of: "..") {
            guard let lower = number(text[..<dots.lowerBound]), let upper = number(text[dots.upperBound...]) else { return nil }
            return FieldRange(lower: lower, upper: upper)
        }
        guard let single = number(text), let value = single else { return nil }
        return FieldRange(lower: value, upper: value)
    }

    /// The 0-based field indices this range selects among `count` fields, in order.
    public func indices(count: Int) -> Range<Int> {
        func resolve(_ value: Int?, open: Int) -> Int {
            guard let value else { return open }
            return value > 0 ? value - 1 : count + value
        }
        let first = max(0, resolve(lower, open: 0))
        let last = min(count - 1, resolve(upper, open: count - 1))
        return first <= last ? first..<(last + 1) : 0..<0
    }
}
