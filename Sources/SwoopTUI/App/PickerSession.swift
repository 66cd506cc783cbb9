import Glibc
import SwoopItems
import SwoopOptions
import SwoopPicker
import SwoopSystem

/// The event loop: keys and signals in, frames out, until the pick is made or abandoned.
///
/// Each event source is registered once with its handler (`run`); a handler does its part
/// and the round ends with a redraw and the events the round amounts to. Actions go through
/// the queue (`PickerSession+Actions`), the controller's to the controller and the session's
/// to `PickerSession+Dispatch`.
package final class PickerSession {
    let terminal: TerminalRenderer
    private var screen: Screen { terminal.screen }
    /// The views, and the frame last drawn (clicks are hit-tested against what is on screen).
    var view: PickerView
    let model: SearchViewModel
    let controller: SearchController
    /// Runs the model's searches on a queue of their own and wakes the loop with their results.
    private let search = BackgroundSearch()
    /// Runs `--preview` (and `preview(…)`) for the highlighted row, if asked for.
    let preview: PreviewController?
    /// What runs the commands (`$SHELL -c`, `--with-shell`), and so how placeholders are quoted.
    let shell: CommandShell
    /// Actions waiting to run, the command they wait for, keys held meanwhile, text to print.
    var script = ActionQueue()
    /// Runs the awaited commands (`execute-silent`, `transform-…`) and the background ones (`bg-transform-…`).
    let commands = SessionCommands()
    /// Runs `reload` commands, and wakes the loop as any input's lines arrive.
    let reloader: Reloader
    /// Which events the last round of the loop amounts to.
    var events = EventWatch()
    /// The keys typed, mouse reports, and the last key and action.
    var input = KeyInput()
    /// The turns `change-nth(A|B)` and `change-with-nth(A|B)` have taken.
    var settingTurns = ArgumentTurns()

    /// A session drawing `model` on `terminal`, with keys going through `controller`, and
    /// commands run by `shell` (values in their `{f}` files ended by `printSeparator`).
    package init(
        terminal: TerminalRenderer, view: PickerView, model: SearchViewModel, controller: SearchController,
        shell: CommandShell = .system, preview: PreviewController? = nil, printSeparator: UInt8 = 0x0A
    ) {
        self.preview = preview
        self.terminal = terminal
        self.view = view
        self.model = model
        self.controller = controller
        self.shell = shell
        reloader = Reloader(spec: model.items.spec)
        commands.printSeparator = printSeparator
        model.scheduler = search
    }

    /// `--info-command`: the info line shows `command`'s output (nil: the counts).
    package func showInfo(from command: String?) {
        commands.info = command.map(InfoCommand.init)
    }

    /// Where placeholders find the items' text and fields: the model's items (a reload's once shown).
    var items: SessionItems { SessionItems(forms: model.items, shell: shell) }

    /// The items' forms now (a reload's once it is shown): what a pick's indices mean.
    package var currentForms: ItemForms { model.items }

    /// What `print(…)` queued for the way out, in order.
    package var printed: [String] { script.printed }

    /// Runs until the session ends and returns how it ended; no child outlives it. `feed`, if any,
    /// fills the model's stores meanwhile; `listen` is `--listen`'s server; with `startsInSync`
    /// (`--sync`) nothing is drawn until the input is read and searched.
    package func run(feed: ItemFeed? = nil, listen: ListenServer? = nil, startsInSync: Bool = false) -> PickOutcome {
        // SIGTERM, SIGINT, SIGHUP and SIGQUIT end swoop in their handler (SignalGuard), at once.
        let signals = SignalWatcher(signals: [SIGWINCH, SIGTSTP])
        defer {
            signals.stop()
            preview?.stop()
            commands.cancel()
            reloader.stop()
            ChildProcess.endAll()
        }
        model.setLoading(feed.map { !$0.isFinished } ?? false, failedCommand: feed?.failedCommand)
        let arrivals = reloader.arrivals
        feed?.start { arrivals.wake() }
        var resultsCame = false
        let loop = EventLoop()
        loop.add(search.wakeDescriptor) { [unowned self] _ in
            search.takeResults().forEach(model.apply)
            resultsCame = true
            findTrackedItem()
            searchSettled()
        }
        loop.add(arrivals.readEnd) { [unowned self] _ in
            itemsArrived(feed: feed)
            searchSettled()
        }
        // While loading, wake now and then to turn the spinner.
        loop.addTimer(delay: { [unowned self] in model.isLoading ? 100 : nil }) {}
        if startsInSync {
            // --sync: the first frame once the input is read and searched, and its actions have run.
            awaitInput(loop)
            fire(.start)
            _ = fireEvents()
        } else {
            redraw()
            fire(.start)
        }
        // Keys typed while the terminal was being asked where its cursor is.
        handle(input.decode(terminal.takeInput()))
        if model.outcome == nil { redraw() }
        // The other sources, each with its handler; the keys are read last.
        loop.add(signals.descriptor) { [unowned self] _ in
            handleSignals(signals)
            handle(input.decode(terminal.takeInput()))
        }
        loop.add(descriptor: { [unowned self] in preview?.wakeDescriptor ?? -1 }) { [unowned self] _ in preview?.collect() }
        loop.add(commands.awaited.wakeDescriptor) { [unowned self] _ in commandFinished() }
        loop.add(commands.background.wakeDescriptor) { [unowned self] _ in backgroundFinished() }
        loop.add(listen?.wakeDescriptor ?? -1) { [unowned self] _ in if let listen { answerListenRequests(listen) } }
        loop.add(descriptor: { [unowned self] in terminal.descriptor }) { [unowned self] events in keysCame(events) }
        loop.addTimer(delay: { [unowned self] in input.isWaiting ? KeyInput.escapeDelay : nil }) { [unowned self] in
            handle(input.flush())
        }
        // A long chain of actions goes on in the next round, after the keys and requests that came.
        loop.addTimer(delay: { [unowned self] in script.hasActionsToRun ? 0 : nil }) { [unowned self] in runQueue() }
        // A reload asked for starts once its frame is drawn.
        loop.addTimer(delay: { [unowned self] in reloader.requested != nil ? 0 : nil }) { [unowned self] in startRequestedReload() }
        // A wait that lasts is shown (the round's redraw), after a moment so that quick ones do not flicker.
        loop.addTimer(delay: { [unowned self] in waitFeedbackDelay }) {}
        addEveryTimers(to: loop)
        while model.outcome == nil {
            resultsCame = false
            switch loop.round() {
            case .interrupted: continue
            case .failed: model.finish(.cancelled)
            case .ready, .timedOut: break
            }
            if model.outcome == nil, !script.hasActionsToRun { settleReload() }
            if model.outcome == nil { redraw() }
            if resultsCame { search.resultsDrawn() }
            if model.outcome == nil, !script.hasActionsToRun, fireEvents() { redraw() }
        }
        return model.outcome ?? .cancelled
    }

    /// The terminal is readable (or gone): its keys are handled.
    private func keysCame(_ events: Int16) {
        if events & Int16(POLLIN) != 0 {
            switch input.read(terminal.descriptor) {
            case .keys(let keys): handle(keys)
            case .ended: model.finish(.cancelled)
            }
        } else if events & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            model.finish(.cancelled)
        }
    }

    /// Reads and searches the input to its end before anything is drawn (`--sync`), with the
    /// loop's first sources (the search's results, the items' arrivals) alone.
    private func awaitInput(_ loop: EventLoop) {
        while model.outcome == nil, model.isLoading || model.isPending {
            if case .failed = loop.round() { return }
        }
    }

    /// Shows and searches the items read since the last wake-up.
    private func itemsArrived(feed: ItemFeed?) {
        _ = reloader.arrivals.drain()
        if let run = reloader.current {
            return reloadArrived(run)
        }
        // The list is to be a reload's: what another feed brings no longer counts.
        guard reloader.requested == nil else { return }
        if let feed, feed.isFinished {
            model.setLoading(false, failedCommand: feed.failedCommand)
            // A list cut short by a read error must not pass for the whole input.
            if let error = feed.error { return model.finish(.failed(error)) }
        }
        model.itemsDidGrow()
    }

    /// Runs the actions bound to `event`, if any.
    func fire(_ event: PickerEvent) {
        fire(.event(event))
    }

    /// Runs the actions bound to the event `key` (`.event`, `.every`), if any.
    /// In jump mode an event that has actions ends the mode first; a tick of `every(N)` ends it and
    /// does nothing else (fzf's).
    func fire(_ key: Key) {
        guard model.outcome == nil else { return }
        let actions = controller.keyMap[key]
        if input.jump != nil, key != .event(.jump), key != .event(.jumpCancel) {
            if case .every = key { return cancelJump() }
            if actions != nil { cancelJump() }
        }
        guard let actions else { return }
        run(actions, key: key)
    }

    /// Fires the events the last round of the loop amounts to; whether any ran.
    private func fireEvents() -> Bool {
        let happened = events.events(for: look)
        for event in happened { fire(event) }
        events.settle(look)
        return happened.contains { controller.keyMap[.event($0)] != nil }
    }

    /// What the picker looks like now, for the events.
    private var look: EventWatch.Look {
        EventWatch.Look(query: controller.text, focus: model.highlightedItem, resultVersion: model.resultVersion,
                        isLoading: model.isLoading, isSearchPending: model.isPending, matchCount: model.matchCount,
                        markVersion: model.markVersion)
    }

    /// Handles keys read together; a run of edits (a paste) is typed at once and searched once.
    /// While a command is awaited, typing still edits the query, a key that aborts ends the
    /// command and then does what it does, and the other keys wait for it, in order; while a long chain of actions runs on
    /// from round to round, a key that aborts drops the rest of it, and the others wait for its end.
    func handle(_ keys: [Key]) {
        // In jump mode a key runs no action: the last action stays `jump` (fzf's FZF_ACTION).
        if let key = keys.last { input.last.pressed(key, actions: input.jump == nil ? controller.keyMap[key] : []) }
        if awaitsTrackedItem {
            // Waiting for a tracked item, keys do nothing but stop tracking or end the wait; then the rest as usual.
            var rest = keys[...]
            while let key = rest.first, awaitsTrackedItem {
                rest = rest.dropFirst()
                handleAwaitingTrackedItem(key)
            }
            if !rest.isEmpty { handle(Array(rest)) }
            return
        }
        if script.awaited != nil || script.hasActionsToRun {
            var rest = keys[...]
            while let key = rest.first, script.awaited != nil || script.hasActionsToRun {
                rest = rest.dropFirst()
                if script.isAwaitingSearch {
                    // Waiting for a search, keys are ignored but for abort and cancel, which end the wait.
                    if let actions = controller.keyMap[key] { run(actions, key: key) }
                } else if let actions = controller.keyMap[key],
                          actions.contains(where: { $0.controllerAction?.abandons == true }) {
                    // As in fzf, whose Ctrl-C ends the command and then itself: the key's actions run next.
                    cancelAwaited()
                    script.hold([key])
                } else if script.awaited != nil, script.keys.isEmpty, controller.isEditingKey(key) {
                    // Typing goes on: the query is edited and searched while the command runs.
                    controller.handle(key)
                } else {
                    script.hold([key])
                }
            }
            // Ended: the keys held meanwhile, and the rest of these, are handled now.
            if script.awaited == nil, !script.hasActionsToRun {
                script.hold(Array(rest))
                runQueue()
            }
            return
        }
        let watchesEOF = controller.keyMap[.event(.backwardEOF)] != nil && !controller.isInputHidden
        var start = keys.startIndex
        while start < keys.endIndex, model.outcome == nil, script.awaited == nil, !script.hasActionsToRun {
            if input.jump != nil {
                jumpKeyCame(keys[start])
                start += 1
                continue
            }
            let end = keys[start...].firstIndex { !controller.isEditingKey($0) || (watchesEOF && isDeleteKey($0)) } ?? keys.endIndex
            if end > start {
                controller.handle(keys[start..<end])
                start = end
            } else {
                handle(keys[start])
                start += 1
            }
        }
        // A command is awaited, or a long chain goes on: the rest wait for it (or abort it).
        if start < keys.endIndex, model.outcome == nil { handle(Array(keys[start...])) }
        if let stall = Self.testStall { Self.hold(milliseconds: stall) }
    }

    /// Whether `key` deletes backwards, so that on an empty query it is `backward-eof`.
    private func isDeleteKey(_ key: Key) -> Bool {
        controller.keyMap[key]?.contains { $0.controllerAction?.deletesBackward == true } ?? false
    }

    /// Test hook: `SWOOP_TEST_STALL_MS=N` holds the main thread N ms after each run of keys,
    /// sleeping through signals, so tests can show that quit signals act while the loop is busy.
    private static let testStall: Int? = getenv("SWOOP_TEST_STALL_MS").flatMap { Int(String(cString: $0)) }

    /// Sleeps `milliseconds`, resuming after every signal, as a long computation would.
    private static func hold(milliseconds: Int) {
        var request = timespec(tv_sec: milliseconds / 1000, tv_nsec: milliseconds % 1000 * 1_000_000)
        var left = timespec()
        while nanosleep(&request, &left) < 0, errno == EINTR { request = left }
    }

    /// Handles one key through the key map; a mouse report becomes the gesture it is (`scroll-up`, `left-click`…).
    private func handle(_ key: Key) {
        guard model.outcome == nil else { return }
        var key = key
        if case .mouse(let report) = key {
            guard let frame = view.lastFrame, let event = terminal.pickerEvent(report),
                  !takesHeaderClick(event, frame: frame),
                  let gesture = input.mouse.key(for: event, frame: frame, model: model) else { return }
            key = gesture
        }
        guard let actions = controller.keyMap[key] else { return controller.handle(key) }
        // As fzf: with the input hidden, nothing is deleted, and no `backward-eof` comes.
        let isEOF = controller.text.isEmpty && !controller.isInputHidden && isDeleteKey(key)
        run(actions, key: key)
        if isEOF { fire(.backwardEOF) }
    }

    /// Tells the terminal how many items there are, the pane shown, and how many rows the picker needs
    /// besides the list and the pane on a screen so high (the bar, the info line, the headers, margins
    /// and borders, those outside the content counted apart), the input and the header counted as at
    /// the start (as fzf sizes its window once).
    private func fitTerminal() {
        var view = view
        view.appearance.look.hidesInput = view.appearance.startsWithoutInput
        view.appearance.isHeaderHidden = false
        let pane = model.isPaneHidden ? nil : view.appearance.pane
        // The terminal's width, not the screen's: before the first frame the screen has no columns yet,
        // and a frame one column wide would leave no row for the list (and the picker too high).
        terminal.fit(itemCount: model.totalCount, pane: pane) { rows, columns in
            let frame = view.frame(rows: rows, columns: max(columns, 1), isPaneHidden: true)
            return (rows - frame.listRows.count, frame.outerRows)
        }
    }

    /// The signals that came: a stop (Ctrl-Z from outside) suspends, a resize fires `resize`.
    private func handleSignals(_ signals: SignalWatcher) {
        for signal in signals.drain() {
            if signal == SIGTSTP {
                terminal.suspend()
            }
            terminal.updateSize()
            if signal == SIGWINCH { fire(.resize) }
        }
    }

    /// Where the parts go on the screen now: the model learns the layout of the pane that applies
    /// (each hidden on its own), how many items the list shows and the pane's size.
    func layOut() -> PickerFrame {
        var layout = view.frame(rows: screen.rows, columns: screen.columns, isPaneHidden: model.isPaneHidden)
        if let index = layout.paneLayout, model.paneState.activate(layout: index) {
            layout = view.frame(rows: screen.rows, columns: screen.columns, isPaneHidden: model.isPaneHidden)
        }
        model.setViewportHeight(layout.itemCapacity)
        if let pane = layout.pane { model.paneState.configure(for: pane.spec, height: pane.textHeight, columns: pane.textWidth) }
        return layout
    }

    /// Starts the preview for the highlighted item if it changed, and keeps its output in view.
    func updatePreview() {
        preview?.update(model: model, query: controller.text, pane: view.pane, environment: commandEnvironment)
    }

    /// Draws a frame of the picker as it is now: the layout first, which tells the model how many
    /// items the list shows and how the pane scrolls (inputs, before anything is drawn); then the
    /// model's items placed in it; then what that frame shows, taken once from the model and the
    /// controller as a `FrameContent`, drawn from that value alone.
    private func redraw() {
        model.tickLoading()
        if let header = controller.header { view.appearance.header = header }
        view.appearance.look.hidesInput = controller.isInputHidden
        fitTerminal()
        view.showsWaiting = waitFeedbackDelay == nil && script.isAwaitingSearch
        view.awaitsTrackedItem = awaitsTrackedItem
        let layout = layOut()
        let frame = view.render(FrameRequest(rows: screen.rows, columns: screen.columns, model: model,
                                             listStart: view.lastFrame?.listStart), in: layout)
        view.lastFrame = frame
        // The preview follows the highlighted item (and keeps its output in view).
        updatePreview()
        var content = view.content(of: frame, model: model, controller: controller, isJumping: input.jump != nil)
        if let info = commands.info { content.infoOutput = infoOutput(info, counts: view.countsText(content.counts)) }
        // Waiting for a tracked item, the list stays as it was drawn, as fzf's.
        if awaitsTrackedItem, let held = view.heldList { content = content.showing(held) }
        view.heldList = awaitsTrackedItem ? content.heldList : nil
        view.draw(content, on: screen)
    }
}
