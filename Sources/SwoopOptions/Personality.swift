/// What the program's name changes: the one table of it.
///
/// Under the name `fzf` (argv[0]'s base name: a symlink or a copy) swoop is fzf
/// to whatever calls it: fzf's version, defaults and look, and only fzf's
/// variables. Under any other name it is swoop, with its own look. Each stored
/// property is one row; `swoop` and `fzf` below are its two columns. Options
/// and the default-options variables apply on top, so `--layout=reverse` wins
/// under either name; views never ask for the name, only for the options it made.
import SwoopPicker
package struct Personality: Sendable, Equatable {
    /// The name the program answers to, in messages, `--help`, the man page and the shell scripts.
    package var name: String
    /// What `--version` prints.
    package var version: String
    /// The prefixes a variable's role is read under, the first one set winning (`SWOOP_` before
    /// `FZF_` under swoop; `FZF_` alone under fzf, whose callers set them for one call).
    package var variablePrefixes: [String]
    /// Where the bar is and which way the list runs.
    package var layout: Options.Layout
    /// The bar: swoop's (filled, a placeholder, a rule under it) or fzf's prompt line.
    package var input: LookOptions.InputStyle
    /// Shown while the query is empty.
    package var placeholder: String
    /// The highlighted row's, a marked row's and the other rows' signs, the scrollbar and the ellipsis
    /// when `--pointer`, `--marker`, `--gutter`, `--scrollbar` and `--ellipsis` are not given.
    package var signs: LookOptions.Signs
    /// Whether the list keeps its last column for the scrollbar even when there is none (fzf's list window).
    package var reservesScrollbarColumn: Bool
    /// Whether the highlighted row's colour runs across the whole line.
    package var highlightsLine: Bool
    /// What Esc does: clear the query first (swoop) or quit at once (fzf).
    package var escape: ControllerAction
    /// Whether Tab and Shift-Tab move the cursor without `--multi` (fzf's toggle only, so do nothing).
    package var tabMoves: Bool
    /// What Ctrl-/ does: swoop's `toggle-preview`, fzf's `toggle-wrap-word`.
    package var ctrlSlash: Action
    /// Whether a new query keeps the cursor on its item while it is listed (fzf's keeps its position).
    package var keepsItemOnNewQuery: Bool
    /// Rows kept between the cursor and the list's edges as it scrolls, before `--scroll-off`.
    package var scrollOff: Int
    /// Whether too few matches are followed by lines a few typos from the query.
    package var typos: Bool
    /// How a newline inside an item shows (`--read0`).
    package var newlineSign: String
    /// Whether the other control characters show in caret notation (`^[`) or take no column, as fzf
    /// draws them (never sent to the terminal either way).
    package var showsControls: Bool
    /// The colours before any `--color`.
    package var palette: LookOptions.Palette

    /// fzf's version swoop behaves as, for tools that check it (fzf.vim wants 0.56 or later).
    package static let fzfVersion = "0.74.5"
    /// swoop's own version.
    package static let release = "0.2.0"

    /// swoop's own column.
    package static let swoop = Personality(
        name: "swoop",
        version: "swoop \(release)",
        variablePrefixes: ["SWOOP_", "FZF_"],
        layout: .reverse,
        input: .bar,
        placeholder: "Search here...",
        signs: LookOptions.Signs(pointer: ">", marker: "•", gutter: nil, scrollbar: nil, asciiPointer: ">", asciiMarker: "•",
                                 ellipsis: "…", asciiEllipsis: "…"),
        reservesScrollbarColumn: false,
        highlightsLine: true,
        escape: .cancel,
        tabMoves: true,
        ctrlSlash: .controller(.togglePreview),
        keepsItemOnNewQuery: true,
        scrollOff: 0,
        typos: true,
        newlineSign: "^J",
        showsControls: true,
        palette: .swoop)

    /// fzf's column.
    package static let fzf = Personality(
        name: "fzf",
        version: "\(fzfVersion) (swoop \(release))",
        variablePrefixes: ["FZF_"],
        layout: .default,
        input: .prompt,
        placeholder: "",
        signs: LookOptions.Signs(pointer: "▌", marker: "┃", gutter: "▌", scrollbar: "│", asciiPointer: ">", asciiMarker: ">",
                                 ellipsis: "··", asciiEllipsis: ".."),
        reservesScrollbarColumn: true,
        highlightsLine: false,
        escape: .abort,
        tabMoves: false,
        ctrlSlash: .session(.toggleWrapWord),
        keepsItemOnNewQuery: false,
        scrollOff: 3,
        typos: false,
        newlineSign: "␊",
        showsControls: false,
        palette: .fzf)

    /// The personality for the program started as `argument0` (a path or a name): fzf's for a base name of `fzf`.
    package static func named(_ argument0: String?) -> Personality {
        let base = argument0?.split(separator: "/").last.map(String.init) ?? ""
        return base == "fzf" ? .fzf : .swoop
    }

    /// Whether this is fzf's.
    package var isFzf: Bool { name == "fzf" }

    /// The options before any are given.
    package var defaults: Options {
        var options = Options()
        options.layout = layout
        options.placeholder = placeholder
        options.escapeAction = escape
        options.tabMovesWithoutMarks = tabMoves
        options.ctrlSlashAction = ctrlSlash
        options.keepsItemOnNewQuery = keepsItemOnNewQuery
        options.scrollOff = scrollOff
        if !typos { options.matching.typos = false }
        options.look.input = input
        options.look.reservesScrollbarColumn = reservesScrollbarColumn
        options.look.highlightsLine = highlightsLine
        options.look.scrollbar = signs.scrollbar
        options.look.newlineSign = newlineSign
        options.look.showsControls = showsControls
        options.look.signs = signs
        options.look.palette = palette
        return options
    }
}
