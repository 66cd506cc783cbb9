/// The variables fzf 0.74 exports to the commands it runs, each also under a `SWOOP_` name.
///
/// The caller fills in what it knows; `entries` lists them as `KEY=VALUE`,
/// in fzf's order, for `ChildProcess.spawn` to put over swoop's own
/// environment. Values that are nil are left out (fzf leaves out the same ones
/// when it has nothing to say: no port, no click, no preview window…).
package struct ChildEnvironment: Sendable, Equatable {
    /// A text value whose variable is always set.
    package var query = "", action = "", key = "", prompt = ""
    /// `FZF_GHOST`, `FZF_POINTER`.
    package var ghost = "", pointer = ""
    /// The labels: `FZF_PREVIEW_LABEL`, `FZF_BORDER_LABEL`, `FZF_LIST_LABEL`, `FZF_INPUT_LABEL`, `FZF_HEADER_LABEL`.
    package var previewLabel = "", borderLabel = "", listLabel = "", inputLabel = "", headerLabel = ""
    /// `FZF_DIRECTION`: `up` in the default layout (the list grows upwards), `down` otherwise.
    package var listGrowsUpwards = true
    /// `FZF_NTH`, `FZF_WITH_NTH`: the options' text, when set.
    package var nth: String?, withNth: String?
    /// `FZF_RAW`: with `--raw`, whether the current item matches.
    package var currentItemMatches: Bool?
    /// `FZF_WRAP`: `char` or `word` while lines wrap.
    package var wrap: String?
    /// `FZF_INPUT_STATE`: `enabled`, `disabled` (search off) or `hidden` (`--no-input`).
    package var inputState = "enabled"
    /// The counts: `FZF_TOTAL_COUNT`, `FZF_MATCH_COUNT`, `FZF_SELECT_COUNT`.
    package var totalCount = 0, matchCount = 0, selectCount = 0
    /// `FZF_LINES`, `FZF_COLUMNS`: the picker's size.
    package var lines = 0, columns = 0
    /// `FZF_POS`: the cursor's 1-based position in the list (0 when it is empty).
    package var position = 0
    /// `FZF_IDLE_TIME_MS` (and `FZF_IDLE_TIME` in seconds): since the last key.
    package var idleMilliseconds = 0
    /// `FZF_CURRENT_ITEM`: the current item's text; left out when it holds NUL or passes 64 KiB.
    package var currentItem: [UInt8]?
    /// `FZF_CLICK_HEADER_LINE`/`COLUMN`, `FZF_CLICK_FOOTER_LINE`/`COLUMN` (0 before a click).
    package var clickHeaderLine = 0, clickHeaderColumn = 0, clickFooterLine = 0, clickFooterColumn = 0
    /// `FZF_CLICK_HEADER_WORD`, `FZF_CLICK_HEADER_NTH`, `FZF_CLICK_FOOTER_WORD`: the word clicked, when one was.
    package var clickHeaderWord: String?, clickHeaderNth: String?, clickFooterWord: String?
    /// `FZF_PORT` (`--listen`), `FZF_SOCK` (`--listen` on a socket).
    package var port: Int?, socket: String?
    /// The preview window, when there is one: `FZF_PREVIEW_LINES`, `_COLUMNS`, `_TOP`, `_LEFT`.
    package var previewWindow: PreviewWindow?
    /// Whether the command is the preview's: it also gets `LINES` and `COLUMNS`, the pane's size.
    package var isForPreview = false
    /// `FZF_INFO`: the text an `execute` from an info command passes.
    package var info: String?

    /// The preview pane's text area on the terminal.
    package struct PreviewWindow: Sendable, Equatable {
        /// The text area's size (columns left out when the caller does not know them).
        package var lines: Int, columns: Int?
        /// Where it starts on the terminal (0-based), when the caller knows.
        package var top: Int?, left: Int?

        /// A pane `lines` by `columns`, at `top`, `left` when known.
        package init(lines: Int, columns: Int?, top: Int? = nil, left: Int? = nil) {
            self.lines = lines
            self.columns = columns
            self.top = top
            self.left = left
        }
    }

    /// Everything empty.
    package init() {}

    /// Largest `FZF_CURRENT_ITEM` exported, so that a huge item cannot push exec past ARG_MAX.
    package static let currentItemLimit = 64 * 1024

    /// The variables as `KEY=VALUE`, each `FZF_` one followed by its `SWOOP_` twin.
    package var entries: [[UInt8]] {
        var entries: [[UInt8]] = []
        /// Adds `FZF_name` and `SWOOP_name`.
        func add(_ name: String, _ value: [UInt8]) {
            for prefix in ["FZF_", "SWOOP_"] { entries.append(Array("\(prefix)\(name)=".utf8) + value) }
        }
        /// Adds a text value.
        func add(_ name: String, _ value: String) { add(name, Array(value.utf8)) }
        /// Adds a number.
        func add(_ name: String, _ value: Int) { add(name, String(value)) }
        if let socket { add("SOCK", socket) }
        if let port { add("PORT", port) }
        add("QUERY", query)
        add("ACTION", action)
        add("KEY", key)
        add("IDLE_TIME", idleMilliseconds / 1000)
        add("IDLE_TIME_MS", idleMilliseconds)
        add("PROMPT", prompt)
        add("GHOST", ghost)
        add("POINTER", pointer)
        add("PREVIEW_LABEL", previewLabel)
        add("BORDER_LABEL", borderLabel)
        add("LIST_LABEL", listLabel)
        add("INPUT_LABEL", inputLabel)
        add("HEADER_LABEL", headerLabel)
        add("DIRECTION", listGrowsUpwards ? "up" : "down")
        if let nth { add("NTH", nth) }
        if let withNth { add("WITH_NTH", withNth) }
        if let currentItemMatches { add("RAW", currentItemMatches ? "1" : "0") }
        if let wrap { add("WRAP", wrap) }
        add("INPUT_STATE", inputState)
        add("TOTAL_COUNT", totalCount)
        add("MATCH_COUNT", matchCount)
        add("SELECT_COUNT", selectCount)
        add("LINES", lines)
        add("COLUMNS", columns)
        add("POS", position)
        if let currentItem, !currentItem.contains(0), currentItem.count <= Self.currentItemLimit {
            add("CURRENT_ITEM", currentItem)
        }
        add("CLICK_HEADER_LINE", clickHeaderLine)
        add("CLICK_HEADER_COLUMN", clickHeaderColumn)
        add("CLICK_FOOTER_LINE", clickFooterLine)
        add("CLICK_FOOTER_COLUMN", clickFooterColumn)
        if let clickHeaderWord { add("CLICK_HEADER_WORD", clickHeaderWord) }
        if let clickHeaderNth { add("CLICK_HEADER_NTH", clickHeaderNth) }
        if let clickFooterWord { add("CLICK_FOOTER_WORD", clickFooterWord) }
        if let previewWindow, previewWindow.lines > 0 {
            if isForPreview {
                entries.append(Array("LINES=\(previewWindow.lines)".utf8))
                if let columns = previewWindow.columns { entries.append(Array("COLUMNS=\(columns)".utf8)) }
            }
            add("PREVIEW_LINES", previewWindow.lines)
            if let columns = previewWindow.columns { add("PREVIEW_COLUMNS", columns) }
            if let top = previewWindow.top { add("PREVIEW_TOP", top) }
            if let left = previewWindow.left { add("PREVIEW_LEFT", left) }
        }
        if let info { add("INFO", info) }
        return entries
    }
}
