/// A duration written as Go's `time.ParseDuration` reads it (`--bench=3s`): an optional sign,
/// then one or more decimal numbers each with a unit (`ns`, `us`, `µs`, `ms`, `s`, `m`, `h`):
/// `1m30s`, `1.5h`, `500ms`; `0` alone needs none.
enum GoDuration {
    /// Seconds in each unit Go knows, longest names first where one starts another.
    private static let units: [(name: String, seconds: Double)] = [
        ("ns", 1e-9), ("us", 1e-6), ("\u{B5}s", 1e-6), ("\u{3BC}s", 1e-6), ("ms", 1e-3), ("s", 1), ("m", 60), ("h", 3600),
    ]

    /// The seconds `text` stands for, or nil when Go would not read it.
    static func seconds(_ text: String) -> Double? {
        var rest = Substring(text)
        var sign = 1.0
        if let first = rest.first, first == "-" || first == "+" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        if rest == "0" { return 0 }
        guard !rest.isEmpty else { return nil }
        var total = 0.0
        while !rest.isEmpty {
            let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
            guard !number.isEmpty, number != ".", number.filter({ $0 == "." }).count <= 1,
                  let value = Double(number.hasPrefix(".") ? "0" + number : number) else { return nil }
            rest = rest.dropFirst(number.count)
            let name = rest.prefix { !($0.isASCII && ($0.isNumber || $0 == ".")) }
            guard let unit = units.first(where: { $0.name == name }) else { return nil }
            total += value * unit.seconds
            rest = rest.dropFirst(name.count)
        }
        return sign * total
    }
}
