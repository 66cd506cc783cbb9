import SwoopItems
import SwoopPicker
import SwoopSystem

/// Keeps the preview pane in step with the highlighted row: a new row (or
/// query, when the command uses `{q}`; or marks, when it uses `{+…}`) starts
/// the command again, abandoning the run before (`PreviewRunner`); output
/// lands in the pane as it arrives, the previous output staying until the new
/// run's first line. With no preview command, a `preview(…)` output stays.
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
    /// What ends each value in a `{f}` file (`--print0`: NUL).
    private let printSeparator: UInt8
    /// The output the pane's end was last followed for (`follow` with wrapping moves only when it changes).
    private var followed: PaneTextIdentity?
    /// Whether the output cleared the screen since the pane's scroll was last settled.
    private var wasCleared = false

    /// What a run depends on: the highlighted item, and the query and marks when the command uses them.
    private struct Moment: Equatable {
        var item: Int?
        var query: String
        var marks: Marks
    }

    /// A preview of `command` (nil: none until `preview(…)`), run with `shell`; its `{f}` files are made
    /// in `files`, each value ended by `printSeparator`.
    package init(command: String?, splitter: FieldSplitter, lines: ItemStore,
                shell: CommandShell = .system, files: TemporaryFiles = .shared, printSeparator: UInt8 = 0x0A) {
        self.command = command.map(CommandTemplate.init)
        self.shell = shell
        self.files = files
        self.splitter = splitter
        self.lines = lines
        self.printSeparator = printSeparator
        runner = PreviewRunner(files: files)
    }

    /// The items were replaced (`reload`): placeholders read `lines` from now on.
    func replaceLines(_ lines: ItemStore) {
        self.lines = lines
        shown = nil
    }

    /// `refresh-preview`: the preview command runs again for the same row, in place of a `preview(…)`
    /// one; without a preview command, nothing changes (fzf's).
    func refresh() {
        guard command != nil else { return }
        oneOff = nil
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
    /// `environment` makes fzf's variables for the command (called only when one starts); `pane`
    /// draws the pane, and says where a wrapped text's end shows.
    func update(model: SearchViewModel, query: String, pane: PaneView, environment: () -> ChildEnvironment) {
        guard !model.isPaneHidden else {
            runner.cancel()
            shown = nil
            return
        }
        defer { settle(model, pane: pane) }
        let template = oneOff ?? command
        let moment = Moment(item: model.highlightedItem, query: template?.usesQuery == true ? query : "",
                            marks: template?.usesMarked == true ? model.marked : Marks())
        if let shown, shown == moment { return }
        // A one-off `preview(…)` belongs to the row it was asked for.
        if shown != nil, shown?.item != moment.item { oneOff = nil }
        shown = moment
        // With no preview command, what a `preview(…)` showed stays (fzf runs nothing for the new row).
        guard oneOff != nil || command != nil else { return }
        let context = model.commandContext(lines: lines, splitter: splitter, query: query, printSeparator: printSeparator)
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

    /// Keeps the pane's scroll on the output as it grows: at its end when following (worked out
    /// again in wrapped rows when the output changed, as fzf does), at the offset's line; at the
    /// top again when the output cleared the screen.
    private func settle(_ model: SearchViewModel, pane: PaneView) {
        if wasCleared {
            model.paneState.start(target: nil)
            wasCleared = false
        }
        let state = model.paneState
        var followStart: Int?
        if state.isFollowing, let width = state.columns, followed != content.identity {
            followed = content.identity
            followStart = pane.followStart(of: content.current, lineCount: content.lines.count, headerLines: state.headerLines,
                                           rows: state.bodyHeight, width: width, wrap: state.wrap)
        }
        model.paneState.settle(lineCount: content.lines.count, followStart: followStart)
    }

    /// Takes the output that arrived into the pane.
    func collect() {
        guard let update = runner.takeOutput() else { return }
        if update.startsOver || update.clears {
            content.lines = []
            hasTail = false
        }
        if update.clears { wasCleared = true }
        if hasTail { content.lines.removeLast() }
        content.lines += update.lines
        if let tail = update.tail { content.lines.append(tail) }
        hasTail = update.tail != nil
    }

    /// Stops the command, if it runs: the session is over.
    func stop() {
        runner.stop()
        shown = nil
    }

    deinit {
        runner.stop()
    }
}
