import SwoopOptions
import SwoopPicker
import SwoopSystem

/// The commands the session runs: the picker as a command sees it, taken once as a value.
extension PickerSession {
    /// The picker as a command run now (asked for by `key`) sees it: the placeholders' context and
    /// fzf's variables, read from the model, the controller, the view and the terminal once. Its
    /// action (`FZF_ACTION`, `{fzf:action}`) is the last one done that runs no command, as in fzf.
    func commandSnapshot(key: Key?) -> CommandSnapshot {
        let prompt = controller.prompt ?? view.appearance.prompt
        let context = model.commandContext(lines: items.lines, splitter: items.splitter, query: controller.text,
                                           prompt: prompt, actionName: input.last.action,
                                           printSeparator: commands.printSeparator)
        var environment = commandEnvironment()
        // As fzf's FZF_KEY: the last key pressed, never an event.
        if let key, !key.isEvent { environment.key = KeyName.name(of: key) }
        return CommandSnapshot(context: context, environment: environment, shell: shell)
    }

    /// The command `text` names, made from a snapshot of the picker now; nil when fzf would not
    /// run it now (its items are missing; a transform's, `capturing`, always runs).
    func prepare(_ text: String, key: Key?, capturing: Bool = false, everyMarked: Bool = false) -> CommandSnapshot.Prepared? {
        commandSnapshot(key: key).prepare(text, capturing: capturing, everyMarked: everyMarked)
    }

    /// `--info-command`'s line for `counts`: run again when the counts, the query, the prompt or
    /// the highlighted item changed.
    func infoOutput(_ info: InfoCommand, counts: String) -> String {
        let highlighted = model.highlightedItem.map(String.init) ?? ""
        let input = [counts, controller.text, controller.prompt ?? view.appearance.prompt, highlighted, String(model.resultVersion)]
        return info.output(for: input, shell: shell) {
            var snapshot = commandSnapshot(key: nil)
            snapshot.environment.info = counts
            return snapshot.prepare(info.template, capturing: true)
        }
    }

    /// fzf's variables for a command run now (a preview's too): the model's, the last key and action,
    /// and what the view shows (prompt, labels, pointer, size, the preview window).
    func commandEnvironment() -> ChildEnvironment {
        var environment = model.childEnvironment(lines: items.lines, query: controller.text)
        let appearance = view.appearance
        let look = appearance.look
        environment.action = input.last.action
        environment.key = input.last.key
        environment.idleMilliseconds = input.last.idleMilliseconds
        if let click = input.mouse.headerClick {
            environment.clickHeaderLine = click.line
            environment.clickHeaderColumn = click.column
            environment.clickHeaderWord = click.word
            environment.clickHeaderNth = click.nth
        }
        environment.prompt = controller.prompt ?? appearance.prompt
        environment.ghost = appearance.placeholder
        environment.pointer = look.shownPointer
        environment.listGrowsUpwards = appearance.layout == .default
        environment.wrap = look.wrapName
        environment.inputState = controller.isInputHidden ? "hidden" : controller.isSearchEnabled ? "enabled" : "disabled"
        environment.nth = items.nthText
        environment.withNth = items.withNthText
        environment.lines = terminal.screen.rows
        environment.columns = terminal.screen.columns
        environment.borderLabel = look.borderLabel
        environment.previewLabel = view.pane.label.text
        environment.listLabel = look.listFrame.label
        environment.inputLabel = look.inputFrame.label
        environment.headerLabel = look.headerFrame.label
        if let click = input.mouse.footerClick {
            (environment.clickFooterLine, environment.clickFooterColumn) = (click.line, click.column)
            environment.clickFooterWord = click.word(in: appearance.footer)
        }
        if let pane = view.lastFrame?.pane, !model.isPaneHidden {
            environment.previewWindow = ChildEnvironment.PreviewWindow(lines: pane.textHeight, columns: pane.textWidth,
                                                                       top: pane.textTop, left: pane.textLeft)
        }
        return environment
    }
}
