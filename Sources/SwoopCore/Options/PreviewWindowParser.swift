/// Reads `--preview-window` with fzf's grammar: words and sizes separated by `:` or `,`.
///
/// swoop's pane goes right or at the bottom, and wraps at word boundaries;
/// fzf's other words (`up`, `border-rounded`, `~3`, `+{2}-5`, `<80(up)`…) are
/// accepted and passed to `ignoring`, so that a pasted value still works.
/// A word fzf would reject is an error.
enum PreviewWindowParser {
    /// fzf's words swoop has no counterpart for.
    private static let fzfOnlyWords: Set<String> = [
        "up", "top", "left", "next", "nowrap", "cycle", "nocycle", "follow", "nofollow", "info", "noinfo",
        "rounded", "border", "border-rounded", "border-line", "sharp", "border-sharp", "border-bold",
        "border-block", "border-thinblock", "border-double", "border-dashed", "noborder", "border-none",
        "border-horizontal", "border-vertical", "border-up", "border-top", "border-down", "border-bottom",
        "border-left", "border-right",
    ]

    /// The pane `text` asks for, starting from `defaults`.
    static func parse(_ text: String, defaults: PaneSpec, ignoring: (String) -> Void) throws(OptionError) -> PaneSpec {
        var isHidden = defaults.position == .hidden
        var position = isHidden ? PaneSpec.Position.right : defaults.position
        var size = defaults.size
        for word in words(of: text) {
            switch word {
            case "default":
                (isHidden, position, size) = (false, .right, .percent(50))
            case "hidden": isHidden = true
            case "nohidden": isHidden = false
            case "right": position = .right
            case "down", "bottom": position = .bottom
            case "wrap", "wrap-word": break  // the pane always wraps at word boundaries
            default:
                if let parsed = self.size(word) {
                    size = parsed
                } else if fzfOnlyWords.contains(word) || isHeaderLines(word) || isScrollOffset(word) {
                    ignoring("--preview-window \(word)")
                } else if word.hasPrefix("<") {
                    ignoring("--preview-window <SIZE(...)")
                } else {
                    throw OptionError("--preview-window: '\(word)' is not a position, a size or one of fzf's words")
                }
            }
        }
        return PaneSpec(position: isHidden ? .hidden : position, size: size)
    }

    /// The words of `text`: runs between `:` and `,`, an alternative layout `<N(...)` kept whole.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 != ":" && $0 != "," }) {
            rest = rest[start...]
            let end: Substring.Index
            if rest.first == "<", let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")"),
               rest[rest.index(after: rest.startIndex)..<open].allSatisfy(\.isNumber) {
                end = rest.index(after: close)
            } else {
                end = rest.firstIndex(where: { $0 == ":" || $0 == "," }) ?? rest.endIndex
            }
            words.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return words
    }

    /// A size: `N` cells or `N%`, as swoop takes them.
    private static func size(_ word: String) -> PaneSpec.Size? {
        if word.hasSuffix("%"), let share = Int(word.dropLast()), (1...99).contains(share) { return .percent(share) }
        if word.allSatisfy(\.isASCII), let cells = Int(word), cells > 0 { return .cells(cells) }
        return nil
    }

    /// fzf's `~N`: header lines kept at the top of the preview.
    private static func isHeaderLines(_ word: String) -> Bool {
        word.hasPrefix("~") && word.count > 1 && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// fzf's scroll offset: `+{2}`, `+{2}-5`, `+{-1}/2`, `+3`…
    private static func isScrollOffset(_ word: String) -> Bool {
        guard let first = word.first, first == "+" || first == "-" else { return false }
        return word.allSatisfy { "+-/{}n0123456789".contains($0) }
    }
}
