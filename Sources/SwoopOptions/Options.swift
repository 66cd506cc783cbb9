/// What the command line asked for.
import SwoopItems
import SwoopSearch
import SwoopPicker
package struct Options: Sendable {
    /// Where the search bar is and which way the list runs, with fzf's names.
    package enum Layout: String, Sendable, CaseIterable {
        /// Bar on top, list running down (swoop's default).
        case reverse
        /// Bar at the bottom, list running up from it (fzf's default look).
        case `default`
        /// Bar at the bottom, list running down.
        case reverseList = "reverse-list"
    }

    /// The order Enter prints the marked rows in (`--multi-order`).
    package enum MultiOrder: String, Sendable, CaseIterable {
        /// As they were marked, as fzf prints them.
        case marked
        /// As they are in the input.
        case input
    }

    /// Where the `matched/total` count is shown.
    package enum InfoStyle: String, Sendable, CaseIterable {
        /// On its own line next to the bar.
        case `default`
        /// On its own line, at its right end (fzf's `right`).
        case right
        /// On the bar's line, at its right end.
        case inline
        /// The same as `inline` (fzf's `inline-right`).
        case inlineRight = "inline-right"
        /// Not at all.
        case hidden
    }

    // Search
    /// Every keystroke searches (false: `--no-live`, Enter searches).
    package var isLive = true
    /// Whether the query filters the list (`--disabled`, `--phony`: typing only edits it).
    package var searchesQuery = true
    /// The query the picker starts with (`-q/--query`).
    package var query = ""
    /// `-f/--filter`: print the matches of this query, best first, without the interface.
    package var filter: String?
    /// How queries match and sort (`-e`, `--literal`, `--no-sort`, `--tac`).
    package var matching = MatchOptions()
    /// Whether `--scheme` or `--tiebreak` was given (else a list of files gets the path scheme).
    package var choosesScheme = false
    /// `--history=FILE`: where accepted queries are kept (nil: nowhere).
    package var historyPath: String?
    /// `--history-size=N`: how many queries the history file keeps.
    package var historySize = QueryHistory.defaultMaxSize
    /// `--frecency[=NAME]`: picks are remembered and ranked higher later.
    package var usesFrecency = false
    /// `--frecency=NAME`: the list picks are remembered in (nil: named after the input).
    package var frecencyName: String?
    /// `--frecency-forget=LINE`: forget LINE in the list and exit.
    package var frecencyForget: String?

    // Interface
    /// `-m/--multi[=MAX]`: how many rows may be marked (nil: marking is off).
    package var markLimit: Int?
    /// `--multi-order`: the order Enter prints the marked rows in.
    package var multiOrder = MultiOrder.marked
    /// `--cycle`: moving past either end of the list wraps.
    package var cycles = false
    /// `--scroll-off`: rows kept between the cursor and the list's edges as it scrolls.
    package var scrollOff = Personality.swoop.scrollOff
    /// `--tail=N`: only the last N items read are kept in the list (nil: every item).
    package var keptItems: Int?
    /// `--raw`: the picker starts in raw mode (every item listed, those that do not match dimmed).
    package var isRaw = false
    /// Mouse reporting (`--no-mouse` turns it off).
    package var usesMouse = true
    /// `--filepath-word`: the word motions and kills take words to be what lies between `/`s.
    package var wordsArePathSegments = false
    /// What Esc does before `--bind`: swoop's `cancel` (clear the query, then quit) or fzf's `abort`.
    package var escapeAction = Personality.swoop.escape
    /// Whether a new query keeps the cursor on its item while it is listed (swoop's; fzf's goes to the top).
    package var keepsItemOnNewQuery = Personality.swoop.keepsItemOnNewQuery
    /// Whether Tab and Shift-Tab move the cursor without `--multi` (swoop's; fzf's do nothing then).
    package var tabMovesWithoutMarks = Personality.swoop.tabMoves
    /// What Ctrl-/ does before `--bind` (swoop's `toggle-preview`, fzf's `toggle-wrap-word`).
    package var ctrlSlashAction = Personality.swoop.ctrlSlash
    /// `--bind`: keys and what they do, in the order given.
    package var bindings: [KeyBinding] = []

    // Layout
    package var layout = Personality.swoop.layout
    package var info = InfoStyle.default
    /// What comes before inline info (`--info=inline:PREFIX`); nil: the style's own (` < ` for `inline`).
    package var infoPrefix: String?
    /// `--info-command`: the info line is this command's output (nil: the counts).
    package var infoCommand: String?
    /// Shown before the query (`--prompt`).
    package var prompt = "> "
    /// Shown, dimmed, while the query is empty (`--placeholder`).
    package var placeholder = Personality.swoop.placeholder
    /// `--header`: a line of text above the list.
    package var header: String?
    /// `--footer`: lines of text on the list's far side from the input, in their ANSI colours.
    package var footer: String?
    /// `--header-lines=N`: the first N input lines are a header, not items.
    package var headerLines = 0

    // Fields
    /// `-d/--delimiter`: how lines split into fields (default: runs of white space).
    package var fieldSplitter = FieldSplitter()
    /// `-n/--nth`: the fields searched (empty: all).
    package var searchedFields: [FieldRange] = []
    /// `--nth` and `--with-nth` as given (`FZF_NTH`, `FZF_WITH_NTH`).
    package var nthText = "", withNthText = ""
    /// `--with-nth`: the fields or template shown (nil: the whole line).
    package var shownFields: FieldTemplate?
    /// `--accept-nth`: the fields or template printed on a pick (nil: the whole line).
    package var printedFields: FieldTemplate?
    /// `--columns`: show the shown fields as aligned columns.
    package var showsColumns = false

    /// Whether any field option is in use (items are then read first, then projected).
    package var usesFields: Bool {
        !searchedFields.isEmpty || shownFields != nil || printedFields != nil || showsColumns
    }

    // Detail pane and preview
    /// `--detail`: a pane with the highlighted record, field by field.
    package var detail: PaneSpec?
    /// `--tmux`/`--popup`: inside tmux, the picker runs in a popup.
    package var tmuxPopup: TmuxPopupSpec?
    /// `--height`: drawn inline, below the cursor, in this many rows (nil: full screen).
    package var height: HeightSpec?
    /// `--min-height`: the fewest rows a `--height` percentage comes to.
    package var minHeight = MinHeight()
    /// Whether the rows used are cleared on exit (false: `--no-clear` leaves the last frame).
    package var clearsOnExit = true
    /// `--preview=CMD`: a command whose output about the highlighted row fills the pane.
    package var previewCommand: String?
    /// `--with-shell='CMD ARGS'`: the program commands run with (nil: `$SHELL -c`).
    package var withShell: String?
    /// `--threads`, `--bench`, `--tty-default`, `--force-tty-in`, `--proxy-script`.
    package var system = SystemOptions()
    /// `--preview-window` (and `--preview-border`): where the preview goes and how it looks.
    package var previewWindow = PaneSpec.preview
    /// `--preview-label`, `--preview-label-pos`.
    package var previewLabel = PaneLabel()
    /// `--preview-wrap-sign`: starts the wrapped part of a preview line (nil: "↳ ").
    package var previewWrapSign: String?

    /// `--track`: the cursor keeps to the highlighted item when the list changes.
    package var tracksCursor = false
    /// `--id-nth`: the fields that make an item the same one across reloads (nil: the whole line).
    package var identityFields: [FieldRange]?
    /// `--sync`: the interface starts once the input is read and searched.
    package var startsInSync = false

    // Display
    /// `--border`, `--margin`, `--pointer`, `--wrap`… (fzf's look options).
    package var look = LookOptions()
    /// `--color` specs, in the order given (parsed by `ColorSpec`).
    package var colors: [ColorSpec] = []
    /// `--ansi`: items' colour escape sequences are shown as colours and ignored by matching.
    package var parsesANSI = false

    // Input and output
    /// What the built-in file walker lists when there is no input (`--walker`, `--walker-root`, `--walker-skip`).
    package var walk = WalkOptions()
    /// `--read0`: items end with NUL instead of a newline.
    package var readsNULSeparated = false
    /// `--print0`: printed lines end with NUL instead of a newline.
    package var printsNULSeparated = false
    /// `--print-query`: print the query before the pick.
    package var printsQuery = false
    /// `--expect`: keys that also pick, and are named on the first output line.
    package var expectedKeys: [Key] = []
    /// The names `--expect` gave its keys, printed as given (`ALT-enter`).
    package var expectedKeyNames: [Key: String] = [:]
    /// `--listen[=[ADDR:]PORT]`: serve an HTTP API for scripts (nil: no server).
    package var listen: ListenAddress?
    /// `--listen-unsafe`: a remote client may run commands too.
    package var listensUnsafely = false
    /// `-1/--select-1`: with exactly one match, print it without the interface.
    package var selectsSingleMatch = false
    /// `-0/--exit-0`: with no match, exit 1 without the interface.
    package var exitsWithoutMatches = false

    /// The file to browse instead of stdin or the bundled list.
    package var inputPath: String?
    /// `-h/--help`: print usage and exit 0.
    package var showHelp = false
    /// `--version`: print the version and exit 0.
    package var showVersion = false
    /// `--man`: show the manual page and exit.
    package var showsManual = false
    /// `--shell-completion=SHELL`: print that shell's completion script and exit 0.
    package var completionShell: Shell?
    /// `--bash`, `--zsh`, `--fish`, `--nushell` (fzf's): print what sets up that shell (key bindings,
    /// completion) and exit 0.
    package var integrationShell: IntegrationShell?

    /// The defaults: live search on the bundled list or stdin.
    package init() {}

    /// The byte that ends an input item.
    package var inputSeparator: UInt8 { readsNULSeparated ? 0 : UInt8(ascii: "\n") }

    /// The byte printed after each output line.
    package var outputTerminator: UInt8 { printsNULSeparated ? 0 : UInt8(ascii: "\n") }

    /// Whether the `start` event runs `reload`: then its command is the input, and the walker (or
    /// `$SWOOP_DEFAULT_COMMAND`) does not run, as in fzf.
    package var reloadsOnStart: Bool {
        startActions.contains { if case .session(.reload) = $0 { true } else if case .session(.reloadSync) = $0 { true } else { false } }
    }

    /// `options` for an input of paths (the walker's, the default command's): fzf's path scheme
    /// unless `--scheme` or `--tiebreak` chose, or the `start` event reloads or transforms.
    package func rankingPaths() -> Options {
        let transforms = startActions.contains { if case .session(.transform) = $0 { true } else { false } }
        guard !choosesScheme, !reloadsOnStart, !transforms else { return self }
        var options = self
        options.matching.scheme = .path
        options.matching.tiebreaks = MatchScheme.path.tiebreaks
        return options
    }

    /// What the `start` event does.
    private var startActions: [Action] { keyMap[.event(.start)] ?? [] }

    /// The key map: the defaults, then `--bind`, then Ctrl-P/Ctrl-N walking `--history` unless bound, then
    /// expected keys accepting (in fzf an `--expect` key picks whatever it is bound to).
    package var keyMap: KeyMap {
        var map = KeyMap(multiSelect: markLimit != nil, escape: escapeAction, tabMoves: tabMovesWithoutMarks,
                         ctrlSlash: ctrlSlashAction)
        for binding in bindings where !(binding.appends && binding.actions.isEmpty) {
            map[binding.key] = binding.appends ? (map[binding.key] ?? []) + binding.actions : binding.actions
        }
        // As fzf: what a bound key does to the preview window comes first, so a preview it starts
        // runs in the window as the key leaves it.
        for key in Set(bindings.map(\.key)) {
            guard let actions = map[key] else { continue }
            let (window, others) = actions.reduce(into: ([Action](), [Action]())) { split, action in
                if action.changesPreviewWindow { split.0.append(action) } else { split.1.append(action) }
            }
            map[key] = window + others
        }
        // With a history, Ctrl-P and Ctrl-N walk it unless bound (fzf's defaults).
        for (key, action) in [(Key.ctrl("p"), ControllerAction.prevHistory), (.ctrl("n"), .nextHistory)]
        where historyPath != nil && !bindings.contains(where: { $0.key == key }) {
            map[key] = [.controller(action)]
        }
        for key in expectedKeys { map[key] = [.controller(.accept)] }
        return map
    }
}

private extension Action {
    /// Whether it shows, hides or changes the preview window (fzf runs these first in a key's chain).
    var changesPreviewWindow: Bool {
        switch self {
        case .controller(.togglePreview), .controller(.showPreview), .controller(.hidePreview), .session(.changePreviewWindow): true
        default: false
        }
    }
}
