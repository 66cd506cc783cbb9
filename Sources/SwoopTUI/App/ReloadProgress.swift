/// What the running `reload` still has to do as its output arrives: be shown (a `reload-sync`
/// waits for its end), put the cursor back on its item (`--track`, `track-current`; with
/// `--id-nth` the interface waits for it) and mark again what was marked (`--id-nth`).
struct ReloadProgress {
    /// Whether its items are the ones shown.
    var isShown = false
    /// The query once the actions that started it had run: a new one shows the reload's items at once,
    /// none yet, as fzf's does (the old list stays only while the query does).
    var query: String?
    /// Whether its output had ended when the model last took its lines in.
    var isComplete = false
    /// While tracking: the item the cursor was on before, looked for in the output.
    var tracking: ReloadTracking?
    /// With `--id-nth`: the identities of the items marked before a `reload-sync`, marked again after it.
    var marksToRestore: [[UInt8]]?

    /// Whether the interface waits for the tracked item (fzf's `+T*`).
    var awaitsTrackedItem: Bool { tracking?.blocksInput == true }
}
