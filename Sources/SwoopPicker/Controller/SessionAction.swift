/// What the event loop does for a key: it needs the terminal, the mouse's position, a process, the
/// pane or the frame's labels (`PickerSession+Dispatch` does each).
package enum SessionAction: Hashable, Sendable {
    /// Stops swoop as a job (Ctrl-Z), giving the terminal back until `fg` (swoop's name: fzf's cannot be bound).
    case suspend
    /// Moves the cursor to the clicked row, or focuses the bar (swoop's name for fzf's default `left-click`).
    case click
    /// `execute(CMD)`: runs CMD with the terminal given to it; the picker is drawn again after.
    case execute(String)
    /// `execute-silent(CMD)`: runs CMD and waits for it, the picker staying on screen.
    case executeSilent(String)
    /// `execute-multi(CMD)`: fzf's older form of `execute` whose `{}`, `{N}` and `{n}` stand for every
    /// marked item, as `{+}` does.
    case executeMulti(String)
    /// `become(CMD)`: swoop is replaced by CMD, with the terminal given back.
    case become(String)
    /// `reload(CMD)`, `reload-sync(CMD)`: the items become CMD's output, read as it comes
    /// (the sync form keeps the old list on screen until the output is complete).
    case reload(String), reloadSync(String)
    /// `print(STR)`: STR is printed on the way out, after the query and key and before the picks.
    case print(String)
    /// `print-query`: prints the query and ends swoop.
    case printQuery
    /// `preview(CMD)`: shows CMD's output in the preview pane, once.
    case preview(String)
    /// `refresh-preview`: runs the preview command again.
    case refreshPreview
    /// `change-preview(CMD)`: CMD is the preview command from now on.
    case changePreview(String)
    /// `change-preview-window(SPEC)`: the preview window's layout becomes `--preview-window`'s and SPEC.
    case changePreviewWindow(String)
    /// `change-border-label(STR)` and the other labels: the label's text becomes STR.
    case changeLabel(FrameLabel, String)
    /// `change-footer(STR)`, `change-pointer(STR)`, `change-ghost(STR)`: the text becomes STR.
    case changeText(PickerText, String)
    /// `search(STR)`, `change-nth(RANGES)`, `change-with-nth(RANGES)`, `change-header-lines(N)`: the setting becomes STR.
    case changeSetting(PickerSetting, String)
    /// `transform-query(CMD)` and the rest: CMD's output becomes the part (`transform(CMD)`: actions to run).
    case transform(TransformTarget, String)
    /// `track-current`, `untrack-current`: the cursor keeps (or stops keeping) to the highlighted item.
    case trackCurrent, untrackCurrent
    /// `toggle-track`: turns `--track` on or off; `toggle-track-current`: `track-current` or `untrack-current`.
    case toggleTrack, toggleTrackCurrent
    /// `frecency-forget`: the highlighted item is no longer remembered (`--frecency`).
    case frecencyForget
    /// `wait`: the actions after it wait until the search running (or the input being read) is done.
    case wait
    /// `bg-transform-query(CMD)` and the rest: as `transform-…`, CMD running in the background, its
    /// output applied when it ends.
    case backgroundTransform(TransformTarget, String)
    /// `bg-cancel`: the background transforms running are ended, and none started before applies.
    case backgroundCancel
    /// `clear-screen`: the next frame is drawn whole, over whatever the terminal shows.
    case clearScreen
    /// `bell`: rings the terminal's bell.
    case bell
    /// `show-header`, `hide-header`, `toggle-header`: the header (`--header` and `--header-lines`) shows, or not.
    case showHeader, hideHeader, toggleHeader
    /// `toggle-wrap`, `toggle-wrap-word`: long items wrap (at any character, or after blanks), or stop wrapping.
    case toggleWrap, toggleWrapWord
    /// `toggle-multi-line`: a `--read0` item's lines each start a row, or run on one.
    case toggleMultiLine
    /// `toggle-hscroll`: a long line shifts to show its match, or is cut at its end.
    case toggleHscroll
    /// `jump`, `jump-accept`: jump mode, in which the items shown bear labels, and the next key,
    /// a label, moves the cursor to its item (and accepts it), or, any other, ends it.
    case jump, jumpAccept
    /// `trigger(KEYS)`: each key's (or event's) actions run in turn, as if it came, but for a key
    /// whose triggered actions are running already (no recursion); an unbound key does nothing.
    case trigger([Key])
    /// Queued after a triggered key's actions (never parsed): the key may be triggered again.
    case endTrigger(Key)

    /// The ones without an argument, by fzf's name (where fzf has two names, both).
    package static let named: [String: SessionAction] = [
        "suspend": .suspend, "click": .click, "print-query": .printQuery, "refresh-preview": .refreshPreview,
        "track-current": .trackCurrent, "track": .trackCurrent, "untrack-current": .untrackCurrent,
        "toggle-track": .toggleTrack, "toggle-track-current": .toggleTrackCurrent, "frecency-forget": .frecencyForget,
        "wait": .wait, "bg-cancel": .backgroundCancel,
        "clear-screen": .clearScreen, "bell": .bell, "show-header": .showHeader, "hide-header": .hideHeader,
        "toggle-header": .toggleHeader, "toggle-wrap": .toggleWrap, "toggle-wrap-word": .toggleWrapWord,
        "toggle-multi-line": .toggleMultiLine, "toggle-hscroll": .toggleHscroll,
        "jump": .jump, "jump-accept": .jumpAccept,
    ]

    /// Whether it runs a command (fzf's `processExecution`): a remote client's such actions are
    /// left out unless `--listen-unsafe` allows them.
    package var runsCommand: Bool {
        switch self {
        case .execute, .executeSilent, .executeMulti, .become, .reload, .reloadSync, .preview, .refreshPreview, .changePreview,
             .transform, .backgroundTransform:
            true
        case .suspend, .click, .print, .printQuery, .changePreviewWindow, .changeLabel, .trackCurrent, .untrackCurrent,
             .toggleTrack, .toggleTrackCurrent, .frecencyForget, .wait, .backgroundCancel, .clearScreen, .bell,
             .changeText, .changeSetting,
             .showHeader, .hideHeader, .toggleHeader, .toggleWrap, .toggleWrapWord, .toggleMultiLine, .toggleHscroll,
             .trigger, .endTrigger, .jump, .jumpAccept:
            false
        }
    }

    /// Whether it runs while a reload looks for the tracked item with the interface held
    /// (`--id-nth`): only the actions that stop tracking do, as in fzf (and `trigger`'s bookkeeping).
    package var runsWhileAwaitingTrackedItem: Bool {
        switch self {
        case .untrackCurrent, .toggleTrack, .toggleTrackCurrent, .endTrigger:
            true
        case .suspend, .click, .execute, .executeSilent, .executeMulti, .become, .reload, .reloadSync, .print, .printQuery,
             .preview, .refreshPreview, .changePreview, .changePreviewWindow, .changeLabel, .changeText, .changeSetting,
             .transform, .trackCurrent, .frecencyForget, .wait, .backgroundTransform, .backgroundCancel, .clearScreen,
             .bell, .showHeader, .hideHeader, .toggleHeader, .toggleWrap, .toggleWrapWord, .toggleMultiLine,
             .toggleHscroll, .jump, .jumpAccept, .trigger:
            false
        }
    }

    /// Whether it shows a preview command's output (so a pane may be shown without `--preview`).
    package var setsPreviewCommand: Bool {
        if case .preview = self { return true }
        if case .changePreview = self { return true }
        return false
    }
}
