import Glibc
import SwoopOptions
import SwoopPicker
import SwoopSystem

/// The `--bind` program: actions run in order through one queue, the ones that need the
/// terminal, a process or the pane done here, the rest by the search controller.
extension PickerSession {
    /// Runs `actions` for `key` (a key, an event, or nil for `--listen`) after what is queued. While
    /// the queue waits for a search (`wait`) they are ignored, as in fzf, but for `abort` or `cancel`:
    /// that ends the wait (its actions dropped), and the actions after it run.
    func run(_ actions: [Action], key: Key?) {
        if script.isAwaitingSearch {
            guard let abandon = actions.firstIndex(where: { $0.controllerAction?.abandons == true }) else { return }
            cancelAwaited()
            return run(Array(actions[(abandon + 1)...]), key: key)
        }
        script.append(actions, key: key)
        runQueue()
    }

    /// Runs queued actions until the queue is empty, a command is awaited, the session ends, or
    /// the round's time for actions is up (the rest run in the next round, after the keys and
    /// requests that came meanwhile); then the keys held meanwhile.
    func runQueue() {
        var budget = RoundBudget()
        while script.awaited == nil, model.outcome == nil, let (action, key) = script.next() {
            perform(action, key: key)
            if !budget.spend(), !script.isEmpty { return }
        }
        if script.awaited == nil, model.outcome == nil, !script.keys.isEmpty { handle(script.takeKeys()) }
    }

    /// Does one action, unless the interface waits for a tracked item (`mayPerform`).
    func perform(_ action: Action, key: Key?) {
        guard mayPerform(action) else { return }
        dispatch(action, key: key)
    }

    /// Does one action, whatever waits: the controller's through the controller, the session's here.
    private func dispatch(_ action: Action, key: Key?) {
        input.last.performing(action)
        switch action {
        case .controller(let action):
            let wasHidden = model.isPaneHidden
            controller.perform(action, key: key)
            // A pane that shows starts its preview at once, for the item highlighted now (fzf's).
            if wasHidden, !model.isPaneHidden { startPreview() }
        case .session(let action): perform(action, key: key)
        }
    }

    /// Runs the preview now, for the item highlighted now, not at the end of the round: the
    /// actions after it (a move) start another, once this one is over, as fzf runs its previews.
    func startPreview() {
        guard preview != nil else { return }
        _ = layOut()
        updatePreview()
    }

    /// Starts `command` (none: it is not to run now) and holds the queue until it ends.
    func startAwaited(_ reason: ActionQueue.Awaited, command: CommandSnapshot.Prepared?, captures: Bool) {
        // A command that cannot start does nothing, as in fzf.
        guard let command, commands.awaited.start(command.bytes, shell: items.shell, environment: command.environment,
                                                  files: command.files, captures: captures) == nil else { return }
        script.awaited = reason
    }

    /// The awaited command ended: its output applied, then the queue goes on.
    func commandFinished() {
        guard let finished = commands.awaited.takeFinished(), let reason = script.awaited, !script.isAwaitingSearch else { return }
        script.awaited = nil
        if case .transform(let target, let key) = reason {
            applyTransform(target, output: String(decoding: finished.output, as: UTF8.self), key: key) { actions, key in
                script.prepend(actions, key: key)
            }
        }
        runQueue()
    }

    /// A key asked to abort while a command (or a search) was awaited: the command ends, the actions
    /// after it are dropped.
    func cancelAwaited() {
        commands.awaited.cancel()
        script.awaited = nil
        script.dropActions()
    }

    /// `wait`: unless the search (or the input's reading) is already done, the actions after it wait for it.
    func waitForSearch() {
        guard isSearchBusy else { return }
        script.awaited = .search(since: LastInput.now)
    }

    /// Whether a search runs or the input is still read: what `wait` waits for (fzf's final result).
    var isSearchBusy: Bool { model.isLoading || model.isPending }

    /// Milliseconds until a wait that lasts is shown (nil: no wait, or one shown already), as fzf
    /// shows one after 200 ms.
    var waitFeedbackDelay: Int32? {
        guard case .search(let since) = script.awaited else { return nil }
        let left = 200 - (LastInput.now - since)
        return left > 0 ? Int32(left) : nil
    }

    /// The search (or the reading) `wait` waited for is done: the actions after it go on.
    func searchSettled() {
        guard script.isAwaitingSearch, !isSearchBusy else { return }
        script.awaited = nil
        runQueue()
    }

    /// `bg-transform-…(CMD)`: CMD starts in the background; its output applies when it ends.
    func startBackgroundTransform(_ target: TransformTarget, template: String, key: Key?) {
        guard let command = prepare(template, key: key, capturing: true) else { return }
        commands.background.start(BackgroundCommands.Request(
            action: .backgroundTransform(target, template), command: command, shell: items.shell, target: target, key: key))
    }

    /// Background transforms ended: their outputs apply, in the order they ended (a wait they let
    /// go, with a search shown at once, goes on).
    func backgroundFinished() {
        for finished in commands.background.takeFinished() {
            applyTransform(finished.target, output: String(decoding: finished.output, as: UTF8.self), key: finished.key) {
                runBackgroundActions($0, key: $1)
            }
        }
        searchSettled()
    }

    /// A background `transform`'s actions: they run at once, as fzf runs them, even while the queue
    /// waits for a search (a `wait` among them joins that wait: the actions after it wait too) or the
    /// interface for a tracked item; while a command is awaited or a chain goes on, after what is queued.
    private func runBackgroundActions(_ actions: [Action], key: Key?) {
        guard script.isAwaitingSearch || awaitsTrackedItem else { return run(actions, key: key) }
        for (index, action) in actions.enumerated() {
            // What would wait for a command (or a search) goes after the actions already waiting.
            if action == .session(.wait) || action.awaitsCommand {
                script.append(Array(actions[(action == .session(.wait) ? index + 1 : index)...]), key: key)
                return
            }
            dispatch(action, key: key)
            if model.outcome != nil { return }
        }
    }

    /// Sets `target` from a `transform-…` command's `output`; `transform`'s actions go to `runActions`.
    private func applyTransform(_ target: TransformTarget, output: String, key: Key?,
                                runActions: ([Action], Key?) -> Void) {
        let firstLine = String(String.UnicodeScalarView(output.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }))
        switch target {
        case .query: controller.perform(.changeQuery(firstLine))
        case .prompt: controller.perform(.changePrompt(firstLine))
        case .header: controller.perform(.changeHeader(output))
        case .label(let label): setLabel(label, to: firstLine)
        case .text(let part): setText(part, to: part.takesFirstLine ? firstLine : output)
        case .setting(let setting): changeSetting(setting, to: firstLine, fromCommand: true)
        case .actions:
            // As fzf: line breaks around the output dropped, a list that does not parse ignored.
            let isBreak: (Unicode.Scalar) -> Bool = { $0 == "\n" || $0 == "\r" }
            let scalars = output.unicodeScalars.drop(while: isBreak).reversed().drop(while: isBreak).reversed()
            let body = String(String.UnicodeScalarView(scalars))
            if !body.isEmpty, let actions = try? KeyBindingParser.parseActions(body) { runActions(actions, key) }
        }
    }

    /// `change-…-label`: the label's text.
    func setLabel(_ label: FrameLabel, to text: String) {
        switch label {
        case .border: view.appearance.look.borderLabel = text
        case .preview: view.pane.label.text = text
        case .list: view.appearance.look.listFrame.label = text
        case .input: view.appearance.look.inputFrame.label = text
        case .header: view.appearance.look.headerFrame.label = text
        case .footer: view.appearance.look.footerFrame.label = text
        }
    }

    /// `change-footer`, `change-pointer`, `change-ghost`: the text, as fzf sets it (a pointer wider
    /// than two columns changes nothing; the other rows' gutter is then blank, as fzf's).
    func setText(_ part: PickerText, to text: String) {
        switch part {
        case .footer:
            view.appearance.footer = PickerAppearance.lines(of: text) ?? []
            input.mouse.footerClick = nil
        case .pointer:
            guard DisplayText.width(of: text) <= 2 else { return }
            view.list.pointer = text
            view.list.gutterSign = nil
            view.appearance.look.pointer = text
        case .ghost:
            view.searchBar.placeholder = text
            view.appearance.placeholder = text
        }
    }

    /// `change-preview-window(SPEC)`: `--preview-window`'s layout with SPEC applied over it; with
    /// alternatives (`down|hidden|`), each use takes the next, as in fzf.
    func changePreviewWindow(_ argument: String) {
        // The wrap the keys left carries over, unless SPEC sets one (fzf's).
        guard let pane = view.appearance.paneTurns.next(argument, wrap: model.paneState.wrapOverride ?? view.appearance.pane?.wrap) else { return }
        view.appearance.pane = pane.hidingLayouts(false)
        model.paneState.takeLayoutWrap()
        let layoutsHidden = pane.layouts.map(\.isHidden)
        model.paneState.takeLayout(hidden: layoutsHidden[0], alternativesHidden: Array(layoutsHidden.dropFirst()))
    }
}

private extension Action {
    /// Whether the queue waits for the command it starts (`execute-silent`, `transform-…`).
    var awaitsCommand: Bool {
        switch self {
        case .session(.executeSilent), .session(.transform): true
        default: false
        }
    }
}
