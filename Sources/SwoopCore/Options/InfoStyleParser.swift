/// Reads `--info`: swoop's styles and fzf's others, which fall back to the nearest one.
enum InfoStyleParser {
    /// The style `text` names; fzf's `right`, `inline-right` and `inline:PREFIX` become the nearest
    /// of swoop's, and what is lost is passed to `ignoring`.
    static func parse(_ text: String, ignoring: (String) -> Void) throws(OptionError) -> Options.InfoStyle {
        if let style = Options.InfoStyle(rawValue: text) { return style }
        switch text {
        case "right":
            ignoring("--info=right")
            return .default
        case "inline-right":
            ignoring("--info=inline-right")
            return .inline
        default:
            for (prefix, style) in [("inline-right:", Options.InfoStyle.inline), ("inline:", .inline)] where text.hasPrefix(prefix) {
                ignoring("--info=\(prefix)PREFIX")
                return style
            }
            throw OptionError("--info takes one of default, inline, hidden (or fzf's right, inline-right, inline:PREFIX), not '\(text)'")
        }
    }
}
