/// Reads `--preview-window` with fzf 0.74's grammar: words separated by `:` or `,`, each
/// changing the spec so far, and one `<N(...)` alternative layout.
///
/// Words: a side (`up`/`top`, `down`/`bottom`, `left`, `right`), a size (`N`
/// or `N%`, at most 99%), a border (`border-STYLE`, `rounded`, `sharp`,
/// `noborder`), `wrap`/`wrap-word`/`nowrap`, `follow`/`nofollow`,
/// `cycle`/`nocycle`, `hidden`/`nohidden`, `info`/`noinfo`, `~N` fixed header
/// lines, a scroll offset (`+{2}-/2`) and `default`. fzf's `next` (the pane
/// beside the input) is taken as `down`. The alternative starts from the spec
/// as it stands at the end, not hidden, and is read by the same rules. Errors
/// are fzf's messages.
import SwoopPicker
import SwoopSystem
enum PreviewWindowParser {
    /// The pane `text` asks for, starting from `spec`.
    static func parse(_ text: String, defaults spec: PaneSpec) throws(OptionError) -> PaneSpec {
        var spec = spec
        var alternative: (threshold: Int, text: Substring)?
        var thresholdCleared = false
        for token in tokens(of: text) {
            switch token {
            case .alternative(let digits, let inner):
                guard let threshold = Int(digits) else { throw OptionError("not a valid integer: \(digits)") }
                alternative = (threshold, inner)
                thresholdCleared = false
            case .word(let word):
                try apply(String(word), to: &spec)
                // fzf's `default` clears the threshold; the alternative is still read, and never used.
                if word == "default" { thresholdCleared = alternative != nil }
            }
        }
        if let alternative {
            var other = spec
            other.isHidden = false
            other.alternative = nil
            other = try parse(String(alternative.text), defaults: other)
            spec.alternative = thresholdCleared ? nil : PaneSpec.Alternative(threshold: alternative.threshold, spec: other)
        }
        return spec
    }

    /// A side's name, fzf's aliases included.
    static func position(_ word: String) -> PaneSpec.Position? {
        switch word {
        case "up", "top": .up
        case "down", "bottom": .down
        case "next": .next
        case "left": .left
        case "right": .right
        default: nil
        }
    }

    /// One word's change to `spec`.
    private static func apply(_ word: String, to spec: inout PaneSpec) throws(OptionError) {
        if let position = position(word) {
            spec.position = position
            return
        }
        if let border = border(word) {
            spec.border = border
            return
        }
        switch word {
        case "default":
            // fzf's defaults; the alternative threshold stays, as fzf keeps only the command.
            spec = .preview
        case "hidden": spec.isHidden = true
        case "nohidden": spec.isHidden = false
        case "wrap": spec.wrap = .characters
        case "wrap-word": spec.wrap = .words
        case "nowrap": spec.wrap = .none
        case "cycle": spec.cycles = true
        case "nocycle": spec.cycles = false
        case "follow": spec.follows = true
        case "nofollow": spec.follows = false
        case "info": spec.showsInfo = true
        case "noinfo": spec.showsInfo = false
        default:
            if word.hasPrefix("~"), let lines = headerLines(word.dropFirst()) {
                spec.headerLines = lines
            } else if isSize(word) {
                spec.size = try size(word)
            } else if let offset = PaneScrollOffset(word) {
                spec.scroll = offset
            } else {
                throw OptionError("invalid preview window option: \(word)")
            }
        }
    }

    /// A border word: `border-STYLE` and fzf's short forms.
    private static func border(_ word: String) -> BorderShape? {
        switch word {
        case "rounded", "border", "border-rounded": .rounded
        case "sharp", "border-sharp": .sharp
        case "noborder", "border-none": BorderShape.none
        case "border-up": .top
        case "border-down": .bottom
        default:
            // fzf has no `border-inline` for its preview window.
            word.hasPrefix("border-") && word != "border-inline" ? BorderShape(rawValue: String(word.dropFirst(7))) : nil
        }
    }

    /// Whether `word` has fzf's size form, `^[0-9]+%?$`.
    private static func isSize(_ word: String) -> Bool {
        let digits = word.hasSuffix("%") ? word.dropLast() : Substring(word)
        return !digits.isEmpty && digits.allSatisfy(PaneScrollOffset.isDigit)
    }

    /// `~N`'s N: `0` or a number without a leading zero.
    private static func headerLines(_ digits: Substring) -> Int? {
        guard let first = digits.first, digits.allSatisfy(PaneScrollOffset.isDigit), first != "0" || digits.count == 1 else { return nil }
        return Int(digits) ?? Int.max
    }

    /// A size as fzf reads one: `N` cells, or `N%` up to 99.
    private static func size(_ word: String) throws(OptionError) -> PaneSpec.Size {
        if word.hasSuffix("%") {
            guard let share = Int(word.dropLast()), share <= 99 else { throw OptionError("window size too large (max: 99%)") }
            return .percent(share)
        }
        guard let cells = Int(word) else { throw OptionError("not a valid integer: \(word)") }
        return .cells(cells)
    }

    /// A piece of the value: a word, or `<N(...)` with its threshold's digits and inner text.
    enum Token: Equatable {
        case word(Substring)
        case alternative(Substring, Substring)
    }

    /// The pieces of `text`, as fzf's pattern `[:,]*(<([1-9][0-9]*)\(([^)<]+)\)|[^,:]+)` finds them.
    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { $0 != ":" && $0 != "," }) {
            rest = rest[start...]
            if let (token, after) = alternative(at: rest) {
                tokens.append(token)
                rest = after
                continue
            }
            let end = rest.firstIndex { $0 == ":" || $0 == "," } ?? rest.endIndex
            tokens.append(.word(rest[..<end]))
            rest = rest[end...]
        }
        return tokens
    }

    /// `<N(TEXT)` at the start of `rest` (N from 1, TEXT without `)` or `<`), and what follows it.
    private static func alternative(at rest: Substring) -> (Token, Substring)? {
        guard rest.first == "<", let open = rest.firstIndex(of: "(") else { return nil }
        let digits = rest[rest.index(after: rest.startIndex)..<open]
        guard let first = digits.first, first != "0", digits.allSatisfy(PaneScrollOffset.isDigit) else { return nil }
        let insideStart = rest.index(after: open)
        guard let close = rest[insideStart...].firstIndex(where: { $0 == ")" || $0 == "<" }), rest[close] == ")",
              close > insideStart else { return nil }
        return (.alternative(digits, rest[insideStart..<close]), rest[rest.index(after: close)...])
    }
}

extension PaneSpec {
    /// The pane `text` asks for in `--preview-window`'s words, starting from `base`
    /// (`change-preview-window`).
    package static func parsing(_ text: String, over base: PaneSpec) throws(OptionError) -> PaneSpec {
        try PreviewWindowParser.parse(text, defaults: base)
    }
}
