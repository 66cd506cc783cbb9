/// How the list behaves for a whole session, as the options say: given once, when the model is made.
package struct ListRules: Sendable, Equatable {
    /// `--multi`: how many rows may be marked (nil: marking is off).
    package var markLimit: Int?
    /// `--multi-order=input`: Enter prints the marked items in input order (else in the order marked).
    package var picksMarksInInputOrder: Bool
    /// `--cycle`: moving past either end wraps around.
    package var cycles: Bool
    /// `--layout=default`: the list runs up the screen, so up and down swap (Up moves up the screen).
    package var runsUpward: Bool
    /// Whether a new query keeps the cursor on its item while it is listed (swoop's), or sends it
    /// to the top (fzf's).
    package var keepsItemOnNewQuery: Bool
    /// `--track`: the cursor keeps to the highlighted item from the start (actions turn it off and on).
    package var tracksCursor: Bool
    /// Whether the info line says if results are sorted (`+S`, `-S`): when a key toggles sorting, as in fzf.
    package var showsSortState: Bool
    /// `--scroll-off`: rows kept between the cursor and the list's edges as it scrolls (at most half of it).
    package var scrollOff: Int
    /// `--raw`: searches start in raw mode (every item listed, the matches among them).
    package var startsRaw: Bool
    /// `--tail=N`: only the last N items read are listed and searched (nil: every item).
    package var keptItems: Int?

    /// The rules; by default no marks, no cycling, a list running down, the cursor kept on its item.
    package init(markLimit: Int? = nil, picksMarksInInputOrder: Bool = false, cycles: Bool = false, runsUpward: Bool = false,
                 keepsItemOnNewQuery: Bool = true, tracksCursor: Bool = false, showsSortState: Bool = false,
                 scrollOff: Int = 0, startsRaw: Bool = false, keptItems: Int? = nil) {
        self.markLimit = markLimit
        self.picksMarksInInputOrder = picksMarksInInputOrder
        self.cycles = cycles
        self.runsUpward = runsUpward
        self.keepsItemOnNewQuery = keepsItemOnNewQuery
        self.tracksCursor = tracksCursor
        self.showsSortState = showsSortState
        self.scrollOff = scrollOff
        self.startsRaw = startsRaw
        self.keptItems = keptItems
    }
}
