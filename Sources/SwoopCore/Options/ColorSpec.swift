/// A parsed `--color` value: `[BASE,]NAME:COLOR[:ATTRIBUTE…],…`, as fzf writes it.
public struct ColorSpec: Sendable, Equatable {
    /// A starting scheme.
    public enum Base: String, Sendable, CaseIterable {
        case dark, light
        case sixteen = "16"
        case bw
    }

    /// The parts of the interface a colour can be given to.
    public enum Element: String, Sendable, CaseIterable {
        case fg, bg, hl
        case fgSelected = "fg+", bgSelected = "bg+", hlSelected = "hl+"
        case info, prompt, pointer, marker, header, query, rule, bar, placeholder
    }

    /// A colour: the terminal's default, a palette index, or an RGB value.
    public enum Color: Sendable, Equatable {
        case `default`
        case palette(Int)
        case rgb(Int, Int, Int)
    }

    /// An attribute a part can be drawn with.
    public enum Attribute: String, Sendable, CaseIterable {
        case bold, underline, italic, reverse, dim, regular
    }

    /// One `NAME:…` entry.
    public struct Setting: Sendable, Equatable {
        public var element: Element
        public var color: Color?
        public var attributes: [Attribute]
    }

    public var base: Base?
    public var settings: [Setting] = []

    private static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// Parses a `--color` value.
    public static func parse(_ text: String) throws(OptionError) -> ColorSpec {
        var spec = ColorSpec()
        for token in text.split(separator: ",", omittingEmptySubsequences: true) {
            let parts = token.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 1 else {
                guard let base = Base(rawValue: parts[0].lowercased()) else {
                    throw OptionError("--color: unknown scheme or missing colour in '\(token)'")
                }
                spec.base = base
                continue
            }
            guard let element = Element(rawValue: parts[0].lowercased()) else {
                throw OptionError("--color: unknown name '\(parts[0])'")
            }
            var setting = Setting(element: element, color: nil, attributes: [])
            for value in parts.dropFirst() where !value.isEmpty {
                if let attribute = Attribute(rawValue: value.lowercased()) {
                    setting.attributes.append(attribute)
                } else if let color = color(value) {
                    setting.color = color
                } else {
                    throw OptionError("--color: '\(value)' is not a colour or attribute (in '\(token)')")
                }
            }
            spec.settings.append(setting)
        }
        return spec
    }

    /// A colour written as 0–255, -1, #rrggbb, or a name.
    static func color(_ text: String) -> Color? {
        let lower = text.lowercased()
        if lower == "default" || lower == "-1" { return .default }
        if let index = Int(lower), (0...255).contains(index) { return .palette(index) }
        if lower.hasPrefix("#"), lower.count == 7, let value = Int(lower.dropFirst(), radix: 16) {
            return .rgb(value >> 16, (value >> 8) & 0xFF, value & 0xFF)
        }
        if let index = colorNames.firstIndex(of: lower) { return .palette(index) }
        if lower.hasPrefix("bright-"), let index = colorNames.firstIndex(of: String(lower.dropFirst(7))) { return .palette(index + 8) }
        return nil
    }
}
