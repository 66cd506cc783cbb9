/// Reads `--info`: fzf's styles; a prefix (`inline:PREFIX`) is accepted and ignored.
enum InfoStyleParser {
    /// The style `text` names; what is lost (a prefix) is passed to `ignoring`.
    static func parse(_ text: String, ignoring: (String) -> Void) throws(OptionError) -> Options.InfoStyle {
        if let style = Options.InfoStyle(rawValue: text) { return style }
        for (prefix, style) in [("inline-right:", Options.InfoStyle.inlineRight), ("inline:", .inline)] where text.hasPrefix(prefix) {
            ignoring("--info=\(prefix)PREFIX")
            return style
        }
        throw OptionError("invalid info style (expected: default|right|hidden|inline[-right][:PREFIX])")
    }
}
