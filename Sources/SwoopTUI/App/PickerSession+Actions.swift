import Glibc
import SwoopOptions
import SwoopPicker
import SwoopSystem

/// The `--bind` program: actions run in order through one queue, the ones that need the
/// terminal, a process or the pane done here, the rest by the search controller.
extension PickerSession {
    /// Runs `actions` for `key` (a key, an event, or nil for `--listen`) after what is queued.
    func run(_ actions: [Action], key: Key?) {
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

    /// Does one action: the controller's through the controller, the session's here.
    func perform(_ action: Action, key: Key?) {
        input.last.performing(action)
        switch action {
        case .controller(let action): controller.perform(action, key: key)
        case .session(let action): perform(action, key: key)
        }
    }

    /// Starts `command` (none: it is not to run now) and holds the queue until it ends.
    func startAwaited(_ reason: ActionQueue.Awaited, command: CommandSnapshot.Prepared?, captures: Bool) {
        // A command that cannot start does nothing, as in fzf.
        guard let command, commands.start(command.bytes, shell: items.shell, environment: command.environment,
                                          files: command.files, captures: captures) == nil else { return }
        script.awaited = reason
    }

    /// The awaited command ended: its output applied, then the queue goes on.
    func commandFinished() {
        guard let finished = commands.takeFinished(), let reason = script.awaited else { return }
        script.awaited = nil
        if case .transform(let target, let key) = reason {
            applyTransform(target, output: String(decoding: finished.output, as: UTF8.self), key: key)
        }
        runQueue()
    }

    /// A key asked to abort while a command was awaited: the command ends, the actions after it are dropped.
    func cancelAwaited() {
        commands.cancel()
        script.awaited = nil
        script.dropActions()
    }

    /// Sets `target` from a `transform-…` command's `output`.
    private func applyTransform(_ target: TransformTarget, output: String, key: Key?) {
        let firstLine = String(String.UnicodeScalarView(output.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }))
        switch target {
        case .query: controller.perform(.changeQuery(firstLine))
        case .prompt: controller.perform(.changePrompt(firstLine))
        case .header: controller.perform(.changeHeader(output))
        case .label(let label): setLabel(label, to: firstLine)
        case .actions:
            // As fzf: line breaks around the output dropped, a list that does not parse ignored.
            let isBreak: (Unicode.Scalar) -> Bool = { $0 == "\n" || $0 == "\r" }
            let scalars = output.unicodeScalars.drop(while: isBreak).reversed().drop(while: isBreak).reversed()
            let body = String(String.UnicodeScalarView(scalars))
            if !body.isEmpty, let actions = try? KeyBindingParser.parseActions(body) { script.prepend(actions, key: key) }
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
        }
    }

    /// `change-preview-window(SPEC)`: `--preview-window`'s layout with SPEC applied over it; with
    /// alternatives (`down|hidden|`), each use takes the next, as in fzf.
    func changePreviewWindow(_ argument: String) {
        // The wrap the keys left carries over, unless SPEC sets one (fzf's).
        guard let pane = view.appearance.paneTurns.next(argument, wrap: model.paneState.wrapOverride ?? view.appearance.pane?.wrap) else { return }
        view.appearance.pane = pane
        model.paneState.takeLayoutWrap()
        model.paneState.isHidden = pane.isHidden
        view.appearance.pane?.isHidden = false
    }
}
