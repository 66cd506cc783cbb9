import SwoopPicker

/// Tracking across a `reload`: the item the cursor was on is looked for in the output as it comes;
/// with `--id-nth` the interface waits for it as fzf's does (`+T*`): actions do nothing but those
/// that stop tracking, abort and cancel end the wait (not the picker), the list on screen stays.
extension PickerSession {
    /// Whether the interface waits for a reload to bring back the tracked item.
    var awaitsTrackedItem: Bool { reloader.progress.awaitsTrackedItem }

    /// Whether `action` runs now: while the tracked item is awaited, only the actions that stop
    /// tracking do, and abort and cancel end the wait instead of the picker.
    func mayPerform(_ action: Action) -> Bool {
        guard awaitsTrackedItem, !action.runsWhileAwaitingTrackedItem else { return true }
        if action.controllerAction?.abandons == true { reloader.progress.tracking = nil }
        return false
    }

    /// A key came while the tracked item is awaited: its actions run (those that may), typing and
    /// the mouse do nothing.
    func handleAwaitingTrackedItem(_ key: Key) {
        if case .mouse = key { return }
        if let actions = controller.keyMap[key] { run(actions, key: key) }
    }

    /// A tracking action ran: the wait for the item ends, as fzf's does, and with tracking off the
    /// output is no longer looked through.
    func trackingChanged() {
        if awaitsTrackedItem || !model.isTracking { reloader.progress.tracking = nil }
    }

    /// Starts looking for the highlighted item in the output of the reload starting, while tracking.
    func trackAcrossReload() {
        guard model.isTracking, let item = model.highlightedItem, item < items.lines.count else { return }
        reloader.progress.tracking = ReloadTracking(line: items.lines[item], fields: items.identityFields, splitter: items.splitter)
    }

    /// Once the rows are worked out for the lines arrived, puts the cursor on the first item of the
    /// output with the tracked identity that is listed; once the output is complete without one,
    /// the cursor keeps its position (tracking the current item ends), and the wait ends either way.
    func findTrackedItem() {
        guard var tracking = reloader.progress.tracking, let run = reloader.current, reloader.progress.isShown,
              !model.isPending else { return }
        let isComplete = reloader.progress.isComplete
        while true {
            if tracking.candidate == nil { tracking.candidate = tracking.find(in: run.feed.forms.visibleLines) }
            guard let candidate = tracking.candidate else { break }
            if model.lists(candidate) {
                model.follow(item: candidate)
                reloader.progress.tracking = nil
                return
            }
            // Not listed: perhaps not searched yet; once all is in and searched, the query leaves it out.
            guard isComplete else { break }
            tracking.candidate = nil
        }
        guard isComplete else {
            reloader.progress.tracking = tracking
            return
        }
        reloader.progress.tracking = nil
        if model.tracking == .current { model.tracking = .off }
    }
}
