/// How the picker looks, beyond its layout: fzf's border, margins, signs, scrollbar, gaps and wrapping.
import SwoopPicker
import SwoopSystem
package struct LookOptions: Sendable, Equatable {
    /// A size at one edge (`--margin`, `--padding`): cells, or a percentage of the screen.
    package enum EdgeSize: Sendable, Equatable {
        case cells(Int)
        case percent(Double)

        /// The size in cells on a screen `extent` cells across (rows for top and bottom).
        package func cells(of extent: Int) -> Int {
            switch self {
            case .cells(let count): count
            case .percent(let percent): Int(Double(extent) * percent * 0.01)
            }
        }
    }

    /// Sizes at the four edges, in fzf's order: top, right, bottom, left.
    package struct Edges: Sendable, Equatable {
        package var top, right, bottom, left: EdgeSize

        package static let zero = Edges(top: .cells(0), right: .cells(0), bottom: .cells(0), left: .cells(0))

        package init(top: EdgeSize, right: EdgeSize, bottom: EdgeSize, left: EdgeSize) {
            self.top = top
            self.right = right
            self.bottom = bottom
            self.left = left
        }
    }

    /// Where a border label goes (`--border-label-pos=N[:top|bottom]`).
    package struct LabelPosition: Sendable, Equatable {
        /// From the left (1 is the first column), from the right when negative, centred when 0.
        package var column = 0
        /// In the bottom line.
        package var isBottom = false

        package init(column: Int = 0, isBottom: Bool = false) {
            self.column = column
            self.isBottom = isBottom
        }
    }

    /// What the input looks like: swoop's search bar or fzf's prompt line.
    package enum InputStyle: Sendable, Equatable {
        /// swoop's: the bar filled across, a placeholder while the query is empty, a rule under it.
        case bar
        /// fzf's: the prompt and the query alone; the separator runs along the info line.
        case prompt
    }

    /// The pointer, marker and gutter used when `--pointer`, `--marker` and `--gutter` are not given,
    /// with Unicode and without (`--no-unicode`); a nil gutter is a blank in the gutter's colour.
    package struct Signs: Sendable, Equatable {
        package var pointer, marker, asciiPointer, asciiMarker: String
        package var gutter: String?
        /// The list's scrollbar when `--scrollbar` is not given (nil: none).
        package var scrollbar: String?
        /// Where cut text ends when `--ellipsis` is not given.
        package var ellipsis = "…", asciiEllipsis = "…"

        package init(pointer: String, marker: String, gutter: String?, scrollbar: String?, asciiPointer: String, asciiMarker: String,
                     ellipsis: String, asciiEllipsis: String) {
            self.ellipsis = ellipsis
            self.asciiEllipsis = asciiEllipsis
            self.pointer = pointer
            self.marker = marker
            self.gutter = gutter
            self.scrollbar = scrollbar
            self.asciiPointer = asciiPointer
            self.asciiMarker = asciiMarker
        }
    }

    /// Whose colours the theme starts from, before `--color`.
    package enum Palette: Sendable, Equatable {
        case swoop, fzf
    }

    /// swoop's search bar or fzf's prompt line.
    package var input = Personality.swoop.input
    /// The colours before `--color`: swoop's or fzf's.
    package var palette = Personality.swoop.palette
    /// The style a border option given no style takes: `rounded`, or `--style=full:STYLE`'s.
    package var defaultBorder = BorderShape.rounded
    /// `--border`: around the whole picker.
    package var border = BorderShape.none
    /// `--border-label`.
    package var borderLabel = ""
    package var borderLabelPosition = LabelPosition()
    /// `--list-border`, `--list-label`: a frame around the list.
    package var listFrame = PartFrame()
    /// `--input-border`, `--input-label`: a frame around the bar and the info line.
    package var inputFrame = PartFrame()
    /// `--header-border`, `--header-label`: a frame around the header lines.
    package var headerFrame = PartFrame()
    /// `--footer-border`, `--footer-label`: the footer's frame (`line` unless told otherwise, as fzf's).
    package var footerFrame = PartFrame(shape: .line)
    /// `--header-lines-border`: a frame of their own for `--header-lines` (nil: not given).
    package var headerLinesBorder: BorderShape?
    /// `--margin`: blank space outside the border.
    package var margin = Edges.zero
    /// `--padding`: blank space inside the border.
    package var padding = Edges.zero
    /// `--pointer`: marks the highlighted row (nil: `signs`).
    package var pointer: String?
    /// `--marker`: marks a marked row (nil: `signs`).
    package var marker: String?
    /// The signs the name gives when `--pointer` and `--marker` are not.
    package var signs = Personality.swoop.signs
    /// `--gutter`: fills the pointer's column on the other rows (nil: `signs`).
    package var gutter: String?
    /// `--gutter-raw`: fills the pointer's column on the other rows in raw mode (nil: ▖, or `:`).
    package var gutterRaw: String?
    /// `--jump-labels`: the labels `jump` puts on the rows shown, the first on the list's first row.
    package var jumpLabels = Array(Self.defaultJumpLabels)
    /// fzf's jump labels.
    package static let defaultJumpLabels =
        "asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+"
    /// `--highlight-line`: the highlighted row's colour runs across the whole line (swoop's default);
    /// false colours the pointer and the text only, as fzf does by default.
    package var highlightsLine = Personality.swoop.highlightsLine
    /// `--scrollbar[=C1[C2]]`: the list's (and the preview's) scrollbar characters; nil: none.
    package var scrollbar = Personality.swoop.signs.scrollbar
    /// Whether the list keeps its last column for the scrollbar even without one, as fzf's list window
    /// does (that column is then what stands between the list and a pane on its right).
    package var reservesScrollbarColumn = Personality.swoop.reservesScrollbarColumn
    /// How a newline inside an item shows.
    package var newlineSign = Personality.swoop.newlineSign
    /// Whether other control characters show in caret notation (`^[`) or take no column (fzf's).
    package var showsControls = Personality.swoop.showsControls
    /// `--ellipsis`: shown where text is cut.
    package var ellipsis: String?
    /// `--separator`: the rule under the bar, repeated (nil: `─`; empty: no rule, `--no-separator`).
    package var separator: String?
    /// `--gap[=N]`: blank rows between items.
    package var gap = 0
    /// `--gap-line[=STR]`: the line drawn on each gap, STR repeated (nil: ┈, or `-`; empty: none).
    package var gapLine: String?
    /// `--tabstop`: columns between tab stops.
    package var tabstop = 8
    /// `--bold` (the default), `--no-bold`: the highlighted row, its matches, the prompt, the query, the
    /// pointer and the spinner are drawn bold unless `--color` gives them `regular`.
    package var isBold = true
    /// `--black`: the background (`bg`) is black, whatever `--color` says.
    package var isBlack = false
    /// `--wrap`: long items go on over several rows instead of being cut.
    package var wraps = false
    /// `--wrap=word`, `--wrap-word`: a wrapped row ends after its last blank (space or tab) where one fits.
    package var wrapsWords = false
    /// `--multi-line` (the default): each line of a `--read0` item starts a row; off, they run on one.
    package var multiLine = true
    /// `--hscroll` (the default): a long line is shifted to show its last match; off, it is cut at the end.
    package var hscroll = true
    /// `--hscroll-off`: the columns kept after the last match when a line is shifted.
    package var hscrollOff = 10
    /// `--keep-right`: a long line with nothing matched shows its end.
    package var keepsRight = false
    /// `--freeze-left=N`, `--freeze-right=N`: the fields kept in view at each end of a long line.
    package var freezeLeft = 0, freezeRight = 0
    /// `--marker-multi-line`: a marked item's signs on its first, middle and last rows when it takes
    /// several (nil: the defaults of `shownMarkerMultiLine`).
    package var markerMultiLine: [String]?
    /// `--header-first`: the header goes past the input, at the picker's edge (the header lines too
    /// when there is no `--header`).
    package var headerFirst = false
    /// `--no-input`: no input section (the prompt, the info line and the separator), and no key edits the query.
    package var hidesInput = false
    /// `--wrap-sign`: before the wrapped part of a long item (nil: `↳ `, ASCII `> `); also the preview's
    /// unless `--preview-wrap-sign` is given.
    package var wrapSign: String?
    /// `--no-unicode`: borders and lines in ASCII.
    package var usesUnicode = true
    /// Whether East Asian ambiguous characters take two columns (`--ambidouble`); nil: as `RUNEWIDTH_EASTASIAN` says.
    package var ambiguousIsWide: Bool?

    package init() {}

    /// `toggle-wrap` and `toggle-wrap-word`, as fzf toggles them: wrapping on or off (off also stops
    /// wrapping at words), or wrapping at words on or off.
    package mutating func toggleWrap(atWords: Bool) {
        if atWords {
            wrapsWords.toggle()
            wraps = wrapsWords
        } else {
            wraps.toggle()
            if !wraps { wrapsWords = false }
        }
    }

    /// fzf's `FZF_WRAP`: `char` or `word` while long items wrap, else nil.
    package var wrapName: String? { wraps ? (wrapsWords ? "word" : "char") : nil }

    /// Where cut text ends: `--ellipsis`, else the name's (fzf's `..` under `--no-unicode`).
    package var shownEllipsis: String { ellipsis ?? (usesUnicode ? signs.ellipsis : signs.asciiEllipsis) }

    /// The wrap sign drawn: `--wrap-sign`, else fzf's (`↳ `, or `> ` under `--no-unicode`).
    package var shownWrapSign: String { wrapSign ?? (usesUnicode ? "↳ " : "> ") }

    /// The signs of a marked item's first, middle and last rows when it takes several:
    /// `--marker-multi-line`, else none with an empty marker, else fzf's `╻┃╹` (`.|'` in ASCII).
    package var shownMarkerMultiLine: [String] {
        if let markerMultiLine { return markerMultiLine }
        if shownMarker.isEmpty { return ["", "", ""] }
        return usesUnicode ? ["╻", "┃", "╹"] : [".", "|", "'"]
    }

    /// The highlighted row's sign: `--pointer`, or the name's (ASCII under `--no-unicode`).
    package var shownPointer: String { pointer ?? (usesUnicode ? signs.pointer : signs.asciiPointer) }

    /// What fills the pointer's column of the other rows: `--gutter`, or the name's (none under
    /// `--no-unicode`); nil: a blank in the gutter's colour.
    package var shownGutter: String? { gutter ?? (usesUnicode ? signs.gutter : nil) }

    /// What fills the pointer's column of the other rows in raw mode: `--gutter-raw`, or ▖ (`:` under
    /// `--no-unicode`), as fzf's.
    package var shownGutterRaw: String { gutterRaw ?? (usesUnicode ? "▖" : ":") }

    /// The line drawn on each gap: `--gap-line`, or ┈ (`-` under `--no-unicode`).
    package var shownGapLine: String { gapLine ?? (usesUnicode ? "┈" : "-") }

    /// A marked row's sign: `--marker`, or the name's (ASCII under `--no-unicode`).
    package var shownMarker: String {
        // fzf: an empty `--marker-multi-line` without `--marker` leaves the marker empty too.
        if marker == nil, markerMultiLine?.first == "" { return "" }
        return marker ?? (usesUnicode ? signs.marker : signs.asciiMarker)
    }

    /// Parses fzf's one-to-four sizes (`N` or `N%` up to 49%), as `--margin` and `--padding` take them.
    package static func edges(_ text: String, option: String) throws(OptionError) -> Edges {
        let words = text.split(separator: ",", omittingEmptySubsequences: false)
        var sizes: [EdgeSize] = []
        for word in words {
            if word.hasSuffix("%") {
                guard let percent = Double(word.dropLast()), percent.isFinite else {
                    throw OptionError("not a valid number: \(word.dropLast())")
                }
                guard percent >= 0 else { throw OptionError("\(option) must be non-negative") }
                guard percent <= 49 else { throw OptionError("\(option) too large (max: 49%)") }
                sizes.append(.percent(percent))
            } else {
                guard !word.contains(".") else { throw OptionError("\(option) (without %) must be a non-negative integer") }
                guard let cells = Int(word) else { throw OptionError("not a valid integer: \(word)") }
                guard cells >= 0 else { throw OptionError("\(option) must be non-negative") }
                sizes.append(.cells(cells))
            }
        }
        switch sizes.count {
        case 1: return Edges(top: sizes[0], right: sizes[0], bottom: sizes[0], left: sizes[0])
        case 2: return Edges(top: sizes[0], right: sizes[1], bottom: sizes[0], left: sizes[1])
        case 3: return Edges(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[1])
        case 4: return Edges(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[3])
        default: throw OptionError("invalid \(option): \(text)")
        }
    }

    /// Parses `--border-label-pos`: a column, `center`, `top` or `bottom`, separated by `:` or `,`.
    package static func labelPosition(_ text: String) throws(OptionError) -> LabelPosition {
        var position = LabelPosition()
        for word in text.lowercased().split(whereSeparator: { $0 == ":" || $0 == "," }) {
            switch word {
            case "center": position.column = 0
            case "top": position.isBottom = false
            case "bottom": position.isBottom = true
            default:
                guard let column = Int(word) else { throw OptionError("not a valid integer: \(word)") }
                position.column = column
            }
        }
        return position
    }
}
