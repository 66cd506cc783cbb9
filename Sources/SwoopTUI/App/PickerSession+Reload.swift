
/// `reload`: the list becomes a command's output, shown as it comes (or once complete), with
/// the cursor finding its item again while tracking (`PickerSession+Tracking`).
extension PickerSession {
    /// A reload's output arrived: shown as it comes, from its first line (the list stays till then, as
    /// fzf's does), or (`reload-sync`) once it is complete; while tracking, the cursor goes to the item
    /// it was on as soon as that arrives.
    func reloadArrived(_ run: Reloader.Run) {
        if !reloader.progress.isShown {
            let lines = run.feed.forms.original
            guard run.feed.isFinished || !run.isSync && lines.readHeaderCount + lines.count > 0 else { return }
            showReload(run)
        }
        // Read before the model takes the lines in: complete then, the model has every line.
        reloader.progress.isComplete = run.feed.isFinished
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
        findTrackedItem()
    }

    /// After a round of the loop: a query changed since a reload's actions ran shows its items now,
    /// even none yet (fzf keeps the old list only while the query stays; a `reload-sync` keeps it anyway).
    func settleReload() {
        guard let run = reloader.current, !run.isSync, !reloader.progress.isShown,
              let query = reloader.progress.query, query != controller.text else { return }
        // The counts keep the old total until the reload reads its first line, as fzf's do.
        showReload(run, holdingTotal: true)
        model.itemsDidGrow()
    }

    /// `reload(command)`: the list is to become the command's output (from its first line, or when
    /// complete with `isSync`). The command starts once the actions have run and the frame is drawn
    /// (`startRequestedReload`), loading (and any wait for the tracked item) shown meanwhile.
    func requestReload(_ command: CommandSnapshot.Prepared, isSync: Bool) {
        reloader.request(Reloader.Request(command: command.bytes, isSync: isSync, shell: items.shell,
                                          environment: command.environment))
        reloader.progress = ReloadProgress()
        trackAcrossReload()
        // As fzf: with --id-nth, a reload-sync marks again the items marked before.
        reloader.progress.marksToRestore = isSync && items.identityFields != nil && !model.markOrder.isEmpty
            ? model.markOrder.map { ReloadTracking.identity(of: items.lines[$0], fields: items.identityFields, splitter: items.splitter) }
            : nil
        model.setLoading(true)
    }

    /// Starts the reload asked for; one whose command cannot start does nothing, as in fzf.
    func startRequestedReload() {
        let arrivals = reloader.arrivals
        guard case .failure = reloader.startRequested(onArrival: { arrivals.wake() }) else {
            // Its actions have all run: a query typed from now on shows the new list (`settleReload`).
            reloader.progress.query = controller.text
            return
        }
        reloader.progress = ReloadProgress()
        model.setLoading(false)
    }

    /// Puts a reload's items in place of the list: each holder swaps them in one call (the model
    /// searches them, the view shows them in the list, the header, the columns and the detail
    /// pane, the preview reads its lines from them); placeholders read them from the model.
    private func showReload(_ run: Reloader.Run, holdingTotal: Bool = false) {
        reloader.progress.isShown = true
        let forms = run.feed.forms
        model.replaceItems(with: forms, holdingTotal: holdingTotal)
        view.replaceItems(with: forms)
        preview?.replaceLines(forms.visibleLines)
        events.inputRestarted()
    }
}
