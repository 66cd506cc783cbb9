
/// `reload`: the list becomes a command's output, shown as it comes (or once complete), with
/// the cursor finding its item again under `--track`.
extension PickerSession {
    /// A reload's output arrived: shown as it comes, from its first line (the list stays till then, as
    /// fzf's does), or (`reload-sync`) once it is complete; with `--track`, the cursor goes to the item
    /// it was on as soon as that arrives.
    func reloadArrived(_ run: Reloader.Run) {
        if !reloader.progress.isShown {
            let lines = run.feed.forms.original
            guard run.feed.isFinished || !run.isSync && lines.readHeaderCount + lines.count > 0 else { return }
            showReload(run)
        }
        if run.feed.isFinished {
            model.setLoading(false, failedCommand: run.feed.failedCommand)
            // Output past what swoop can hold: the command is ended and what arrived stays listed.
            if run.feed.error != nil { run.child.terminate() }
            if let marks = reloader.progress.marksToRestore {
                reloader.progress.marksToRestore = nil
                model.restoreMarks(ReloadTracking.items(withIdentities: marks, in: run.feed.forms.visibleLines,
                                                        fields: items.identityFields, splitter: items.splitter))
            }
        }
        model.itemsDidGrow()
        if var tracking = reloader.progress.tracking {
            if let item = tracking.find(in: run.feed.forms.visibleLines) {
                model.follow(item: item)
                reloader.progress.tracking = nil
            } else {
                reloader.progress.tracking = run.feed.isFinished ? nil : tracking
            }
        }
    }

    /// After a round of the loop: a query changed since a reload started shows its items now, even
    /// none yet (fzf keeps the old list only while the query stays; a `reload-sync` keeps it anyway).
    func settleReload() {
        guard let run = reloader.current, !run.isSync, !reloader.progress.isShown else { return }
        guard let query = reloader.progress.query else { return reloader.progress.query = controller.text }
        if query != controller.text {
            showReload(run)
            model.itemsDidGrow()
        }
    }

    /// Starts `reload(command)`: the list becomes the command's output (from its first line, or when
    /// complete with `isSync`).
    func startReload(_ command: CommandSnapshot.Prepared, isSync: Bool) {
        let arrivals = reloader.arrivals
        let started = reloader.start(command.bytes, isSync: isSync, shell: items.shell, environment: command.environment) {
            arrivals.wake()
        }
        guard case .success = started else { return }
        reloader.progress = ReloadProgress()
        if model.isTracking, let item = model.highlightedItem, item < items.lines.count {
            reloader.progress.tracking = ReloadTracking(line: items.lines[item], fields: items.identityFields, splitter: items.splitter)
        }
        // As fzf: with --id-nth, a reload-sync marks again the items marked before.
        reloader.progress.marksToRestore = isSync && items.identityFields != nil && !model.markOrder.isEmpty
            ? model.markOrder.map { ReloadTracking.identity(of: items.lines[$0], fields: items.identityFields, splitter: items.splitter) }
            : nil
        model.setLoading(true)
    }

    /// Puts a reload's items in place of the list: each holder swaps them in one call (the model
    /// searches them, the view shows them in the list, the header, the columns and the detail
    /// pane, the preview reads its lines from them); placeholders read them from the model.
    private func showReload(_ run: Reloader.Run) {
        reloader.progress.isShown = true
        let forms = run.feed.forms
        model.replaceItems(with: forms)
        view.replaceItems(with: forms)
        preview?.replaceLines(forms.visibleLines)
        events.inputRestarted()
    }
}
