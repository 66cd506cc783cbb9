import Glibc
import SwoopItems
import SwoopOptions
import SwoopPicker
import SwoopSystem

/// The event loop: keys and signals in, frames out, until the pick is made or abandoned.
package final class PickerSession {
    let terminal: TerminalRenderer
    private var screen: Screen { terminal.screen }
    var view: PickerView
    /// The frame last drawn: clicks are hit-tested against what is on screen.
    private(set) var lastFrame: PickerFrame?
    /// The last key and action, for the commands' `FZF_KEY`, `FZF_ACTION` and `FZF_IDLE_TIME`.
    var lastInput = LastInput()
    let model: SearchViewModel
    let controller: SearchController
    private let signals: SignalWatcher
    private let search = BackgroundSearch()
    /// The items, read while the session runs unless they were read before.
    private let feed: ItemFeed?
    /// Woken by the feed (and a reload's) when items arrive.
    let arrivals = WakePipe()
    /// Turns mouse reports into list and bar actions.
    var mouse = MouseHandler()
    /// Runs `--preview` (and `preview(…)`) for the highlighted row, if asked for.
    let preview: PreviewController?
    /// How long an unfinished escape sequence may wait for its next byte (ms).
    private static let escapeDelay: Int32 = 25
    /// Where placeholders find the items' text and fields.
    var items: SessionItems
    /// Actions waiting to run, keys held while a command is awaited, text to print.
    var script = ActionQueue()
    /// The command the queue waits for, if any.
    var awaited: Awaited?
    /// Runs the awaited commands (`execute-silent`, `transform-…`).
    let commands = CommandRunner()
    /// Runs `reload` commands.
    let reloader: Reloader
    /// Which events the last round of the loop amounts to.
    var events = EventWatch()
    /// What the running reload still has to do.
    var reloading = ReloadProgress()
    /// `change-preview-window`'s turns, from `--preview-window` as given.
    var previewWindowTurns: PreviewWindowTurns
    /// `--listen`: the server scripts drive the picker through.
    let listen: ListenServer?

    /// A session drawing `model` on `terminal`, with keys going through `controller`;
    /// `feed`, if any, fills the model's stores while the session runs.
    package init(
        terminal: TerminalRenderer, view: PickerView, model: SearchViewModel, controller: SearchController,
        items: SessionItems, feed: ItemFeed? = nil, preview: PreviewController? = nil, listen: ListenServer? = nil
    ) {
        self.listen = listen
        self.preview = preview
        self.terminal = terminal
        self.view = view
        self.model = model
        self.controller = controller
        self.feed = feed
        self.items = items
        previewWindowTurns = PreviewWindowTurns(initial: view.appearance.pane)
        reloader = Reloader(spec: items.views.spec)
        // SIGTERM, SIGINT, SIGHUP and SIGQUIT end swoop in their handler (SignalGuard), at once.
        signals = SignalWatcher(signals: [SIGWINCH, SIGTSTP])
        model.scheduler = search
        model.isLoading = feed.map { !$0.isFinished } ?? false
    }

    /// The items' views now (a reload's once it is shown): what a pick's indices mean.
    package var currentViews: ItemViews { items.views }

    /// `--sync`: nothing is drawn until the input is read and searched.
    package var startsInSync = false

    /// What `print(…)` queued for the way out, in order.
    package var printed: [String] { script.printed }

    deinit {
        arrivals.close()
    }

    /// Runs until the session ends and returns how it ended; no child outlives it.
    package func run() -> PickOutcome {
        defer {
            signals.stop()
            preview?.stop()
            commands.cancel()
            reloader.stop()
            ChildProcess.endAll()
        }
        let arrivals = arrivals
        feed?.start { arrivals.wake() }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        if startsInSync {
            // --sync: the first frame once the input is read and searched, and its actions have run.
            awaitInput()
            fire(.start)
            _ = fireEvents()
        } else {
            redraw()
            fire(.start)
        }
        // Keys typed while the terminal was being asked where its cursor is.
        let early = KeyDecoder.decode(terminal.takeInput())
        pending = early.remainder
        handle(early.keys)
        if model.outcome == nil { redraw() }
        // The event sources, each with its handler; the keys are read below, after the rest.
        var poller = Poller()
        let keys = poller.add(terminal.descriptor)
        poller.add(signals.descriptor) { [unowned self] _ in
            handleSignals()
            let answered = KeyDecoder.decode(pending + terminal.takeInput())
            pending = answered.remainder
            handle(answered.keys)
        }
        let results = poller.add(search.wakeDescriptor) { [unowned self] _ in search.takeResults().forEach(model.apply) }
        poller.add(arrivals.readEnd) { [unowned self] _ in itemsArrived() }
        let previews = poller.add(-1) { [unowned self] _ in preview?.collect() }
        poller.add(commands.wakeDescriptor) { [unowned self] _ in commandFinished() }
        poller.add(listen?.wakeDescriptor ?? -1) { [unowned self] _ in answerListenRequests() }
        while model.outcome == nil {
            poller.set(keys, descriptor: terminal.descriptor)
            poller.set(previews, descriptor: preview?.wakeDescriptor ?? -1)
            // While loading, wake now and then to turn the spinner.
            let timeout: Int32 = !pending.isEmpty ? Self.escapeDelay : (model.isLoading ? 100 : -1)
            let outcome = poller.wait(milliseconds: timeout)
            if outcome == .interrupted { continue }
            if case .failed = outcome {
                model.finish(.cancelled)
                break
            }
            poller.dispatch()
            let applies = poller.isReady(results)
            let typed = poller.events(of: keys)
            if outcome == .timedOut, !pending.isEmpty {
                handle(KeyDecoder.flush(pending))
                pending = []
            } else if typed & Int16(POLLIN) != 0 {
                let count: Int
                switch buffer.withUnsafeMutableBytes({ Descriptor.read(terminal.descriptor, into: $0) }) {
                case .success(let read) where read > 0: count = read
                case .failure(let failure) where failure.code == EAGAIN: continue
                default:
                    // The terminal is gone (end of input or an error): nothing more can be typed.
                    model.finish(.cancelled)
                    continue
                }
                let decoded = KeyDecoder.decode(pending + buffer[0..<count])
                pending = decoded.remainder
                handle(decoded.keys)
            } else if typed & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                model.finish(.cancelled)
                break
            }
            if model.outcome == nil { redraw() }
            if applies { search.resultsDrawn() }
            if model.outcome == nil, fireEvents() { redraw() }
        }
        return model.outcome ?? .cancelled
    }

    /// Reads and searches the input to its end before anything is drawn (`--sync`).
    private func awaitInput() {
        var poller = Poller()
        poller.add(search.wakeDescriptor) { [unowned self] _ in search.takeResults().forEach(model.apply) }
        poller.add(arrivals.readEnd) { [unowned self] _ in itemsArrived() }
        while model.outcome == nil, model.isLoading || model.isPending {
            if case .failed = poller.wait(milliseconds: 100) { return }
            poller.dispatch()
        }
    }

    /// Shows and searches the items read since the last wake-up.
    private func itemsArrived() {
        _ = arrivals.drain()
        if let run = reloader.current {
            return reloadArrived(run)
        }
        if let feed, feed.isFinished {
            model.isLoading = false
            // A list cut short by a read error must not pass for the whole input.
            if let error = feed.error { return model.finish(.failed(error)) }
        }
        model.itemsDidGrow()
    }

    /// Runs the actions bound to `event`, if any.
    func fire(_ event: PickerEvent) {
        guard model.outcome == nil, let actions = controller.keyMap[.event(event)] else { return }
        run(actions, key: .event(event))
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
                        isLoading: model.isLoading, isSearchPending: model.isPending, matchCount: model.matchCount)
    }

    /// Handles keys read together; a run of edits (a paste) is typed at once and searched once.
    /// While a command is awaited, typing still edits the query, a key that aborts ends the
    /// command, and the other keys wait for it, in order.
    func handle(_ keys: [Key]) {
        if let key = keys.last { lastInput.pressed(key, actions: controller.keyMap[key]) }
        if awaited != nil {
            var rest = keys[...]
            while let key = rest.first, awaited != nil {
                rest = rest.dropFirst()
                if let actions = controller.keyMap[key], actions.contains(where: { $0.controllerAction?.abandons == true }) {
                    cancelAwaited()
                } else if script.keys.isEmpty, controller.isEditingKey(key) {
                    // Typing goes on: the query is edited and searched while the command runs.
                    controller.handle(key)
                } else {
                    script.hold([key])
                }
            }
            // Ended: the keys held meanwhile, and the rest of these, are handled now.
            if awaited == nil {
                script.hold(Array(rest))
                runQueue()
            }
            return
        }
        let watchesEOF = controller.keyMap[.event(.backwardEOF)] != nil
        var start = keys.startIndex
        while start < keys.endIndex, model.outcome == nil, awaited == nil {
            let end = keys[start...].firstIndex { !controller.isEditingKey($0) || (watchesEOF && isDeleteKey($0)) } ?? keys.endIndex
            if end > start {
                controller.handle(keys[start..<end])
                start = end
            } else {
                handle(keys[start])
                start += 1
            }
        }
        if start < keys.endIndex, awaited != nil { script.hold(Array(keys[start...])) }
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
            guard let lastFrame, let event = terminal.pickerEvent(report),
                  let gesture = mouse.key(for: event, frame: lastFrame, model: model) else { return }
            key = gesture
        }
        guard let actions = controller.keyMap[key] else { return controller.handle(key) }
        let isEOF = controller.text.isEmpty && isDeleteKey(key)
        run(actions, key: key)
        if isEOF { fire(.backwardEOF) }
    }

    /// Tells the terminal how many items there are, the pane shown, and how many rows the picker needs
    /// besides the list and the pane on a screen so high (the bar, the info line, the headers, margins
    /// and borders, those outside the content counted apart).
    private func fitTerminal() {
        let view = view
        let pane = model.isPaneHidden ? nil : view.appearance.pane
        // The terminal's width, not the screen's: before the first frame the screen has no columns yet,
        // and a frame one column wide would leave no row for the list (and the picker too high).
        terminal.fit(itemCount: model.totalCount, pane: pane) { rows, columns in
            let frame = view.frame(rows: rows, columns: max(columns, 1), isPaneHidden: true)
            return (rows - frame.listRows.count, frame.outerRows)
        }
    }

    private func handleSignals() {
        for signal in signals.drain() {
            if signal == SIGTSTP {
                terminal.suspend()
            }
            terminal.updateSize()
            if signal == SIGWINCH { fire(.resize) }
        }
    }

    private func redraw() {
        if model.isLoading { model.loadingTick += 1 }
        if let header = controller.header { view.appearance.header = header }
        fitTerminal()
        let frame = view.render(PickerSnapshot(rows: screen.rows, columns: screen.columns, model: model, listStart: lastFrame?.listStart))
        // The pane's layout on this screen sets how its keys scroll; then its output is kept in view.
        if let pane = frame.pane { model.paneState.configure(for: pane.spec, height: pane.textHeight, columns: pane.textWidth) }
        preview?.update(model: model, query: controller.text, environment: commandEnvironment)
        model.setViewportHeight(frame.itemCapacity)
        view.draw(frame, model: model, controller: controller, on: screen)
        lastFrame = frame
    }
}
