
/// `reload`: the list becomes a command's output, shown as it comes (or once complete), with
/// the cursor finding its item again under `--track`.
extension PickerSession {
    /// A reload's output arrived: shown as it comes, or (`reload-sync`) once it is complete;
    /// with `--track`, the cursor goes to the item it was on as soon as that arrives.
    func reloadArrived(_ run: Reloader.Run) {
        if !reloading.isShown {
            guard !run.isSync || run.feed.isFinished else { return }
            showReload(run)
        }
        if run.feed.isFinished {
            model.isLoading = false
            // Output past what swoop can hold: the command is ended and what arrived stays listed.
            if run.feed.error != nil { run.child.terminate() }
            if let marks = reloading.marksToRestore {
                reloading.marksToRestore = nil
                model.restoreMarks(ReloadTracking.items(withIdentities: marks, in: run.feed.views.visibleLines,
                                                        fields: items.identityFields, splitter: items.splitter))
            }
        }
        model.itemsDidGrow()
        if var tracking = reloading.tracking {
            if let item = tracking.find(in: run.feed.views.visibleLines) {
                model.follow(item: item)
                reloading.tracking = nil
            } else {
                reloading.tracking = run.feed.isFinished ? nil : tracking
            }
        }
    }

    /// Starts `reload(command)`: the list becomes the command's output (at once, or when complete with `isSync`).
    func startReload(_ command: PreparedCommand, isSync: Bool) {
        let arrivals = arrivals
        let started = reloader.start(command.bytes, isSync: isSync, shell: items.shell, environment: command.environment) {
            arrivals.wake()
        }
        guard case .success(let run) = started else { return }
        reloading = ReloadProgress()
        if model.isTracking, let item = model.highlightedItem, item < items.lines.count {
            reloading.tracking = ReloadTracking(line: items.lines[item], fields: items.identityFields, splitter: items.splitter)
        }
        // As fzf: with --id-nth, a reload-sync marks again the items marked before.
        reloading.marksToRestore = isSync && items.identityFields != nil && !model.markOrder.isEmpty
            ? model.markOrder.map { ReloadTracking.identity(of: items.lines[$0], fields: items.identityFields, splitter: items.splitter) }
            : nil
        model.isLoading = true
        if !isSync { showReload(run) }
    }

    /// Puts a reload's items in place of the list: searched, shown, in the header, the detail
    /// pane, the preview's and the placeholders' lines.
    private func showReload(_ run: Reloader.Run) {
        reloading.isShown = true
        let views = run.feed.views
        model.replaceItems(with: views)
        items.views = views
        if view.appearance.headerStore != nil { view.appearance.headerStore = views.shown }
        if view.appearance.headerColors != nil { view.appearance.headerColors = views.original }
        if view.appearance.detail != nil { view.appearance.detail = DetailContent(store: views.visibleLines, splitter: items.splitter) }
        if view.appearance.columns != nil {
            view.appearance.columns = ColumnLayout(measuring: views.shown, splitter: items.splitter)
            view.list.columns = view.appearance.columns
        }
        preview?.replaceLines(views.visibleLines)
        events.inputRestarted()
    }
}
