import SwoopItems
import SwoopPicker
import SwoopSystem

/// Keeps the preview pane in step with the highlighted row: a new row (or
/// query, when the command uses `{q}`; or marks, when it uses `{+…}`) starts
/// the command again, cancelling the run before; output lands in the pane as
/// it arrives, the previous output staying until the new run's first line.
package final class PreviewController {
    private let runner: PreviewRunner
    /// The preview command (`--preview`, `change-preview`); nil shows nothing until `preview(…)`.
    private var command: CommandTemplate?
    /// A `preview(…)` command shown in place of the usual one until the row changes.
    private var oneOff: CommandTemplate?
    private let shell: CommandShell
    /// Where `{f}` files are made.
    private let files: TemporaryFiles
    private let splitter: FieldSplitter
    /// Where `{}` and `{n}` come from: the lines without escape sequences.
    private var lines: ItemStore
    /// What the pane shows.
    package let content = PaneContent()
    /// What the running or shown output was made for.
    private var shown: Moment?
    /// Whether the pane's last line is still being written (the next update replaces it).
    private var hasTail = false

    /// What a run depends on: the highlighted item, and the query and marks when the command uses them.
    private struct Moment: Equatable {
        var item: Int?
        var query: String
        var marks: Marks
    }

    /// A preview of `command` (nil: none until `preview(…)`), run with `shell`; its `{f}` files are made in `files`.
    package init(command: String?, splitter: FieldSplitter, lines: ItemStore,
                shell: CommandShell = .system, files: TemporaryFiles = .shared) {
        self.command = command.map(CommandTemplate.init)
        self.shell = shell
        self.files = files
        self.splitter = splitter
        self.lines = lines
        runner = PreviewRunner(files: files)
    }

    /// The items were replaced (`reload`): placeholders read `lines` from now on.
    func replaceLines(_ lines: ItemStore) {
        self.lines = lines
        shown = nil
    }

    /// `refresh-preview`: the command runs again for the same row.
    func refresh() {
        shown = nil
    }

    /// `change-preview(CMD)`: CMD is the preview command from now on (run at the next update).
    func change(_ template: String) {
        command = template.isEmpty ? nil : CommandTemplate(template)
        oneOff = nil
        shown = nil
    }

    /// `preview(CMD)`: CMD's output is shown for the row highlighted now.
    func showOnce(_ template: String) {
        oneOff = CommandTemplate(template)
        shown = nil
    }

    /// Readable when output is waiting.
    var wakeDescriptor: Int32 { runner.wakeDescriptor }

    /// Starts the command for the highlighted row if it changed; stops it while the pane is hidden.
    /// `environment` makes fzf's variables for the command (called only when one starts).
    func update(model: SearchViewModel, query: String, environment: () -> ChildEnvironment) {
        guard !model.isPaneHidden else {
            runner.cancel()
            shown = nil
            return
        }
        defer { settle(model) }
        let template = oneOff ?? command
        let moment = Moment(item: model.highlightedItem, query: template?.usesQuery == true ? query : "",
                            marks: template?.usesMarked == true ? model.marked : Marks())
        if let shown, shown == moment { return }
        // A one-off `preview(…)` belongs to the row it was asked for.
        if shown != nil, shown?.item != moment.item { oneOff = nil }
        shown = moment
        let context = model.commandContext(lines: lines, splitter: splitter, query: query)
        // As fzf: a command without an item's placeholders runs with no item too (`zero:preview(…)`).
        guard let template = oneOff ?? command, template.isRunnable(context) else {
            model.paneState.start(target: nil)
            runner.cancel()
            content.lines = []
            hasTail = false
            return
        }
        let target = context.current.flatMap { current in
            current.text.withUnsafeBufferPointer { line in
                model.paneState.scrollOffset.map {
                    $0.offset(line: line, index: current.index, splitter: splitter, height: model.paneState.bodyHeight)
                }
            }
        }
        model.paneState.start(target: target)
        let rendered = template.render(context, shell: shell, files: files)
        runner.run(rendered.bytes, shell: shell, environment: previewEnvironment(environment(), model: model),
                   temporaryFiles: rendered.files)
    }

    /// fzf's variables for the preview: every command's, with the pane's text size (also as `LINES`, `COLUMNS`).
    private func previewEnvironment(_ base: ChildEnvironment, model: SearchViewModel) -> [[UInt8]] {
        var environment = base
        let pane = model.paneState
        environment.previewWindow = ChildEnvironment.PreviewWindow(lines: pane.height, columns: pane.columns,
                                                                   top: base.previewWindow?.top, left: base.previewWindow?.left)
        environment.isForPreview = true
        return environment.entries
    }

    /// Keeps the pane's scroll on the output as it grows: at its end when following, at the offset's line.
    private func settle(_ model: SearchViewModel) {
        model.paneState.settle(lineCount: content.lines.count)
    }

    /// Takes the output that arrived into the pane.
    func collect() {
        guard let update = runner.takeOutput() else { return }
        if update.startsOver {
            content.lines = []
            hasTail = false
        }
        if hasTail { content.lines.removeLast() }
        content.lines += update.lines
        if let tail = update.tail { content.lines.append(tail) }
        hasTail = update.tail != nil
    }

    /// Stops the command, if it runs: the session is over.
    func stop() {
        runner.cancel()
        shown = nil
    }

    deinit {
        runner.cancel()
    }
}
