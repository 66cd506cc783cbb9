import SwoopItems
import SwoopPicker

/// Everything one frame shows, taken once per redraw from the model and the controller (with
/// `PickerView.content(of:model:controller:)`): the views draw from it alone.
///
/// It holds only what the frame shows, so making it costs what the screen does: the items on the
/// list's slots, never the whole list.
package struct FrameContent {
    /// Where the parts go and which list positions show (`PickerView.render`).
    package let frame: PickerFrame
    /// The query and its edit cursor.
    package let query: QueryText
    /// The prompt set by an action (`change-prompt`, `transform-prompt`); nil: the appearance's.
    package let prompt: String?
    /// What the info line counts.
    package let counts: Counts
    /// The items on the list's slots: one for each of `frame.slots`, in order.
    package let items: [ListItem]
    /// How many positions the list has (the scrollbar's total).
    package let listCount: Int
    /// What the side pane shows, when the frame has one.
    package let pane: PaneText?
    /// `--info-command`'s output, shown in place of the counts (nil: the counts).
    package var infoOutput: String?
    /// Whether the list is in jump mode (`jump`): its items bear their labels.
    package let isJumping: Bool
    /// The store the items' bytes point into, held so they stay valid as long as this value.
    let itemStore: ItemStore?

    package init(frame: PickerFrame, query: QueryText, prompt: String?, counts: Counts, items: [ListItem], listCount: Int,
                 pane: PaneText?, itemStore: ItemStore?, isJumping: Bool = false) {
        self.isJumping = isJumping
        self.frame = frame
        self.query = query
        self.prompt = prompt
        self.counts = counts
        self.items = items
        self.listCount = listCount
        self.pane = pane
        self.itemStore = itemStore
    }

    /// The numbers the info line shows.
    package struct Counts: Equatable {
        /// True matches listed (every item when nothing is searched).
        package var matchCount: Int
        /// Items in the input.
        package var totalCount: Int
        /// Typo matches listed below the true ones (`--typos`).
        package var typoCount: Int
        /// Items marked (`--multi`).
        package var markedCount: Int
        /// With `--multi`: how many may be marked (nil: marking is off).
        package var markLimit: Int?
        /// Whether the counts say if results are sorted (`+S`, `-S`), and whether they are.
        package var showsSortState: Bool
        package var sortsResults: Bool
        /// What the cursor keeps to: fzf's `+T` (global tracking) or `+t` (the current item).
        package var tracking: TrackingMode
        /// Whether the interface waits for a reload to bring back the tracked item (`+T*`, `+t*`).
        package var awaitsTrackedItem: Bool
        /// The spinner's count while the input is read; nil when it is all read.
        package var loadingTick: Int?
        /// Whether the actions have waited a while for a search (`wait`): fzf's `(..)`.
        package var isWaiting = false
        /// The input's command, when it failed: said in place of the counts while nothing was read.
        package var failedCommand: String?

        package init(matchCount: Int, totalCount: Int, typoCount: Int = 0, markedCount: Int = 0, markLimit: Int? = nil,
                     showsSortState: Bool = false, sortsResults: Bool = true, tracking: TrackingMode = .off,
                     awaitsTrackedItem: Bool = false, loadingTick: Int? = nil, isWaiting: Bool = false,
                     failedCommand: String? = nil) {
            self.matchCount = matchCount
            self.totalCount = totalCount
            self.typoCount = typoCount
            self.markedCount = markedCount
            self.markLimit = markLimit
            self.showsSortState = showsSortState
            self.sortsResults = sortsResults
            self.tracking = tracking
            self.awaitsTrackedItem = awaitsTrackedItem
            self.loadingTick = loadingTick
            self.isWaiting = isWaiting
            self.failedCommand = failedCommand
        }
    }

    /// One slot's item as it is drawn: its text, whether it is highlighted or marked, where the
    /// query matches it, its colours.
    package struct ListItem {
        /// Where the item goes (its position, its rows).
        package var slot: PickerFrame.Slot
        /// Whether this is the row between true matches and typo matches (nothing else is set).
        package var isSeparator = false
        /// The item's shown text.
        package var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        /// Whether the cursor is on it.
        package var isCurrent = false
        /// Whether it is marked (`--multi`).
        package var isMarked = false
        /// Whether the list is in raw mode (the gutter shows `--gutter-raw`).
        package var isRaw = false
        /// Whether the query matches it (in raw mode, the others are drawn in `nomatch`'s look).
        package var isMatch = true
        /// Byte offsets in `bytes` of the characters the query matches, ascending.
        package var matchedOffsets: [Int] = []
        /// With `--ansi`: its colours, offsets in `bytes`.
        package var colors: ANSIText?
        /// With `--nth` and `nth` colours: the byte ranges of the searched parts.
        package var searchedRanges: [Range<Int>] = []

        package init(slot: PickerFrame.Slot) {
            self.slot = slot
        }
    }

    /// What the side pane shows, and how far it is scrolled.
    package enum PaneText {
        /// `--detail`: the highlighted record, scrolled by wrapped rows.
        case detail(DetailRecord, scroll: Int)
        /// A preview's output, scrolled by lines (`wrap`: as `toggle-preview-wrap` left it, nil: the layout's).
        case preview(PaneContent.Lines, scroll: Int, wrap: PaneSpec.Wrap?)
    }
}
