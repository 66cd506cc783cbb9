import Glibc
import SwoopCore

/// Turns mouse reports into actions: the wheel scrolls, a click moves the cursor,
/// a double click picks, a click on the bar gives it focus.
struct MouseHandler {
    /// Where and when the last click landed, to spot a double click.
    private var lastClick: (row: Int, time: UInt64)?
    /// Most time between the two clicks of a double click, in nanoseconds.
    private let doubleClickInterval: UInt64 = 400_000_000

    mutating func handle(_ event: MouseEvent, frame: PickerFrame, model: SearchViewModel, controller: SearchController) {
        switch event.button {
        case 64 where event.isPress:
            model.move(.by(-3))
        case 65 where event.isPress:
            model.move(.by(3))
        case 0 where event.isPress:
            click(row: event.row, frame: frame, model: model, controller: controller)
        default:
            break
        }
    }

    private mutating func click(row: Int, frame: PickerFrame, model: SearchViewModel, controller: SearchController) {
        if row == frame.rows[.bar] {
            controller.focusBar()
            return
        }
        guard let position = frame.position(atRow: row), position < model.rows.count else { return }
        let now = Self.now()
        if let last = lastClick, last.row == row, now - last.time < doubleClickInterval, position == model.cursor {
            lastClick = nil
            controller.handle(.doubleClick)
            if controller.keyMap[.doubleClick] == nil { controller.perform(.accept, key: .doubleClick) }
            return
        }
        lastClick = (row, now)
        model.moveCursor(to: position)
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
