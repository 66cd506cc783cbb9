import Glibc
import SwoopPicker

/// Turns mouse reports into keys the key map binds (`scroll-up`, `left-click`, `double-click`…)
/// and does the `click` action: a click on a row moves the cursor there, on the bar focuses it.
struct MouseHandler {
    /// Where and when the last click landed, to spot a double click.
    private var lastClick: (row: Int, time: UInt64)?
    /// Most time between the two clicks of a double click, in nanoseconds.
    private let doubleClickInterval: UInt64 = 400_000_000
    /// The report behind the key being handled, for `click`.
    private(set) var current: MouseEvent?
    /// Where the last click on the footer landed (nil before one, and once the footer changes).
    var footerClick: FooterClick?
    /// Where the left button went down on a header line: a click there is its release at that place.
    var headerPress: (row: Int, column: Int)?
    /// The last click on a header line, for the commands' `FZF_CLICK_HEADER_…`.
    var headerClick: HeaderClick?

    /// SGR button bits: Shift held, pointer moving.
    private static let shiftBit = 4, motionBit = 32

    /// The key `event` stands for, if any; rows are the picker's own (0 is its first row).
    mutating func key(for event: MouseEvent, frame: PickerFrame, model: SearchViewModel) -> Key? {
        guard event.isPress, event.button & Self.motionBit == 0 else { return nil }
        current = event
        let shift = event.button & Self.shiftBit != 0
        switch event.button & ~(Self.shiftBit | 8 | 16) {
        case 64, 65:
            let up = event.button & 1 == 0
            if let pane = frame.pane, pane.rows.contains(event.row), pane.columns.contains(event.column) {
                return .gesture(up ? .previewScrollUp : .previewScrollDown)
            }
            return .gesture(shift ? (up ? .shiftScrollUp : .shiftScrollDown) : (up ? .scrollUp : .scrollDown))
        case 0 where clicksFooter(event, frame: frame), 2 where clicksFooter(event, frame: frame):
            return .event(.clickFooter)
        case 0:
            if shift { return .gesture(.shiftLeftClick) }
            return isDoubleClick(row: event.row, frame: frame, model: model) ? .doubleClick : .gesture(.leftClick)
        case 2:
            return .gesture(shift ? .shiftRightClick : .rightClick)
        default:
            return nil
        }
    }

    /// Whether `event` lands on the footer's text (its lines' rows, past the indent), as fzf's
    /// `click-footer`: then where, from 1, is kept.
    private mutating func clicksFooter(_ event: MouseEvent, frame: PickerFrame) -> Bool {
        guard let first = frame.rows[.footer(0)], event.row >= first, frame.rows[.footer(event.row - first)] == event.row,
              event.column >= frame.footerTextLeft else { return false }
        footerClick = FooterClick(line: event.row - first + 1, column: event.column - frame.footerTextLeft + 1)
        return true
    }

    /// Whether a click on `row` is the second of a double click on the highlighted row.
    private mutating func isDoubleClick(row: Int, frame: PickerFrame, model: SearchViewModel) -> Bool {
        let now = Self.now()
        if let last = lastClick, last.row == row, now - last.time < doubleClickInterval,
           let position = position(row: row, frame: frame, model: model), position == model.cursor {
            lastClick = nil
            return true
        }
        lastClick = (row, now)
        return false
    }

    /// The `click` action, for the report being handled: the cursor to the clicked row, or focus to the bar.
    func click(frame: PickerFrame, model: SearchViewModel, controller: SearchController) {
        guard let row = current?.row else { return }
        if row == frame.rows[.bar] {
            controller.focusBar()
        } else if let position = position(row: row, frame: frame, model: model) {
            model.moveCursor(to: position)
        }
    }

    /// The list position of the item shown on `row`, if a row of the list shows one.
    private func position(row: Int, frame: PickerFrame, model: SearchViewModel) -> Int? {
        guard let position = frame.position(atRow: row), position < model.rows.count else { return nil }
        return position
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
