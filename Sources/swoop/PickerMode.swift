import Glibc
import SwoopItems
import SwoopOptions
import SwoopPicker
import SwoopTUI

/// The interactive picker: load, maybe decide without the interface (`-1`, `-0`), run, print.
enum PickerMode {
    /// Runs the picker on `input`, walking `history` with `prev-history` and `next-history`; returns the exit code.
    /// `apiKey` is what `--listen`'s clients must send ("" for none).
    static func run(_ options: Options, input: Input, history: QueryHistory? = nil, frecency: FrecencyRun? = nil,
                    apiKey: String = "") -> Int32 {
        DisplayWidth.ambiguousIsWide = options.look.ambiguousIsWide ?? false
        DisplayText.newlineSign = Array(options.look.newlineSign.unicodeScalars)
        DisplayText.showsControls = options.look.showsControls
        DisplayText.tabStop = options.look.tabstop
        // The input is read while the picker runs; with -1 or -0 it is all read first, and with --sync
        // too, before the terminal is taken (as fzf: a picker piped into this one has given it back).
        let decidesFirst = options.selectsSingleMatch || options.exitsWithoutMatches
        let feed = input.feed(options, readsFirst: decidesFirst || options.startsInSync)
        let forms = feed.forms
        let model = SearchViewModel(items: forms, options: options.matching(for: forms), rules: options.listRules)
        let remembered = frecency?.index()
        if let remembered { model.remember(remembered, in: forms.original) }
        let controller = SearchController(isLive: options.isLive, initialQuery: options.query)
        controller.keyMap = options.keyMap
        controller.isSearchEnabled = options.searchesQuery
        controller.isReverseLayout = options.layout != .default
        controller.wordsArePathSegments = options.wordsArePathSegments
        controller.delegate = model
        controller.history = history
        controller.setInputHidden(options.look.hidesInput)
        if !options.query.isEmpty, options.searchesQuery { model.search(options.query) }
        var output = PickOutput(options: options, forms: forms)

        if decidesFirst {
            if options.selectsSingleMatch, model.matchCount == 1, let item = model.highlightedItem {
                output.print(query: options.query, acceptKey: nil, items: [item])
                frecency?.record([Array(forms.original[item])])
                return ExitCode.picked
            }
            if options.exitsWithoutMatches, model.matchCount == 0 {
                output.print(query: options.query, acceptKey: nil, items: [])
                return ExitCode.nothingToPick
            }
        }

        let outcome: PickOutcome
        var printed: [String] = []
        // The `{f}` files of the commands run: removed on the way out.
        defer { TemporaryFiles.shared.removeAll() }
        let listen = startServer(options, apiKey: apiKey)
        defer { listen?.stop() }
        do {
            let terminal = try makeTerminal(options)
            let view = PickerView(theme: Theme(colorSupport: terminal.colorSupport, specs: options.colors, palette: options.look.palette,
                                                 isBold: options.look.isBold, isBlack: options.look.isBlack),
                                  appearance: appearance(options, forms: forms))
            let preview = usesPreview(options)
                ? PreviewController(command: options.previewCommand, splitter: options.fieldSplitter, lines: forms.visibleLines,
                                    shell: .user(withShell: options.withShell),
                                    printSeparator: options.outputTerminator) : nil
            var shownView = view
            shownView.list.fieldSplitter = options.fieldSplitter
            if let preview {
                shownView.appearance.pane = options.previewWindow
                shownView.appearance.paneContent = preview.content
                shownView.pane.label = options.previewLabel
                if let sign = options.previewWrapSign { shownView.pane.wrapSign = sign }
            }
            // A hidden pane starts toggled off; so does one with no command until `preview(…)`, which
            // no key shows; with no pane at all, `close` leaves.
            // Each layout (the pane's own, its `<N(…)` alternative) is hidden or shown on its own, as in fzf;
            // `change-preview-window` starts again from the layouts as given.
            let hasSource = shownView.appearance.pane != nil && (preview == nil || options.previewCommand != nil)
            let layoutsHidden = shownView.appearance.pane?.layouts.map(\.isHidden) ?? [true]
            model.paneState.start(hidden: layoutsHidden[0], alternativesHidden: Array(layoutsHidden.dropFirst()), hasSource: hasSource)
            shownView.appearance.paneTurns = PreviewWindowTurns(initial: shownView.appearance.pane)
            shownView.appearance.pane = shownView.appearance.pane?.hidingLayouts(false)
            let session = PickerSession(terminal: terminal, view: shownView, model: model, controller: controller,
                                        shell: .user(withShell: options.withShell), preview: preview,
                                        printSeparator: options.outputTerminator)
            session.showInfo(from: options.infoCommand)
            outcome = session.run(feed: feed, listen: listen, startsInSync: options.startsInSync)
            printed = session.printed
            // After a reload, the picks are lines of its output.
            output = PickOutput(options: options, forms: session.currentForms)
            terminal.restore()
        } catch {
            fail(error.description)
        }

        saveHistory(outcome, controller: controller, options: options)
        if let failure = remembered?.failure { warn(failure.description) }
        switch outcome {
        case .picked(let items):
            output.print(query: controller.text, acceptKey: controller.acceptKey, printed: printed, items: items)
            frecency?.record(items.map { Array(output.forms.original[$0]) })
            return ExitCode.picked
        case .nothingToPick:
            output.print(query: controller.text, acceptKey: controller.acceptKey, printed: printed, items: [])
            return ExitCode.nothingToPick
        case .become(let arguments, let environment):
            // In a --tmux popup, the caller becomes the command, on its own terminal.
            if let script = options.system.proxyScript {
                PopupBecome.handBack(command: arguments.last ?? [], environment: environment, to: PopupBecome.file(of: script))
            }
            BecomeCommand.replaceSwoop(with: arguments, environment: environment)
        case .query:
            print(controller.text)
            return ExitCode.picked
        case .cancelled:
            return ExitCode.cancelled
        case .failed(let message):
            fail(message)
        }
    }

    /// `--listen`'s server, serving from now on (nil without the option); one that cannot start ends swoop.
    private static func startServer(_ options: Options, apiKey: String) -> ListenServer? {
        guard let address = options.listen else { return nil }
        do {
            let server = try ListenServer(address: address, unsafe: options.listensUnsafely, apiKey: apiKey)
            server.start()
            return server
        } catch {
            fail(error.description)
        }
    }

    /// Whether a preview pane may be shown: `--preview`, or a key that runs `preview(…)` or sets a command.
    private static func usesPreview(_ options: Options) -> Bool {
        options.previewCommand != nil || options.keyMap.binds { action in
            if case .session(let action) = action { return action.setsPreviewCommand }
            return false
        }
    }

    /// Adds the query to the history file when the session ended as fzf saves it: something or nothing
    /// picked, the query printed, or `become` (not cancelled, not failed). A file that cannot be written is a warning.
    private static func saveHistory(_ outcome: PickOutcome, controller: SearchController, options: Options) {
        switch outcome {
        case .picked, .nothingToPick, .query, .become: break
        case .cancelled, .failed: return
        }
        guard let path = options.historyPath, let query = controller.recordQueryInHistory() else { return }
        do {
            try HistoryFile(path: path, maxSize: options.historySize).append(query)
        } catch {
            warn("history not saved: \(error.description)")
        }
    }

    /// The terminal to draw on: inline below the cursor with `--height` (unless it asks for the
    /// whole screen, as `--height=100%` does), else full screen.
    private static func makeTerminal(_ options: Options) throws(TerminalError) -> TerminalRenderer {
        if let height = options.height, !height.isFullScreen {
            return try InlineTerminal(height: InlineHeight(spec: height, minimum: options.minHeight),
                                      mouse: options.usesMouse, clearsOnExit: options.clearsOnExit)
        }
        return try Terminal(mouse: options.usesMouse)
    }

    /// The layout and text of the interface, from the options.
    private static func appearance(_ options: Options, forms: ItemForms) -> PickerAppearance {
        var appearance = PickerAppearance(options: options)
        (appearance.headerStore, appearance.headerColors) = PickerAppearance.headerStores(of: forms)
        if let detail = options.detail, options.previewCommand == nil {
            appearance.pane = detail
            appearance.detail = DetailContent(store: forms.visibleLines, splitter: options.fieldSplitter)
        }
        if options.showsColumns {
            appearance.columns = ColumnLayout(measuring: forms.shown, splitter: options.fieldSplitter)
        }
        return appearance
    }
}
