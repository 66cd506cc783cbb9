/// Reads `--info`: fzf's styles, and the prefix of `inline:PREFIX` and `inline-right:PREFIX`.
import SwoopSystem
enum InfoStyleParser {
    /// The style `text` names, and the prefix it gives (nil: the style's own).
    static func parse(_ text: String) throws(OptionError) -> (style: Options.InfoStyle, prefix: String?) {
        if let style = Options.InfoStyle(rawValue: text) { return (style, nil) }
        for (name, style) in [("inline-right:", Options.InfoStyle.inlineRight), ("inline:", .inline)] where text.hasPrefix(name) {
            return (style, String(text.dropFirst(name.count)))
        }
        throw OptionError("invalid info style (expected: default|right|hidden|inline[-right][:PREFIX])")
    }
}
