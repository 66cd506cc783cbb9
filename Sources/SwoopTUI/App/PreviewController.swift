import SwoopCore

/// Keeps the preview pane in step with the highlighted row: a new row (or
/// query, when the command uses `{q}`) starts the command again, cancelling
/// the run before; output lands in the pane as it arrives, the previous
/// output staying until the new run's first line.
public final class PreviewController {
    private let runner = PreviewRunner()
    /// The preview command (`--preview`, `change-preview`); nil shows nothing until `preview(…)`.
    private var command: PreviewCommand?
    /// A `preview(…)` command shown in place of the usual one until the row changes.
    private var oneOff: PreviewCommand?
    private let splitter: FieldSplitter
    /// Where `{}` and `{n}` come from: the lines without escape sequences.
    private var lines: ItemStore
    /// What the pane shows.
    public let content = PaneContent()
    /// The row (and query) the running or shown output belongs to.
    private var shown: (item: Int?, query: String)?
    private var usesQuery: Bool
    /// Whether the pane's last line is still being written (the next update replaces it).
    private var hasTail = false

    public init(command: String?, splitter: FieldSplitter, lines: ItemStore) {
        self.command = command.map(PreviewCommand.init)
        self.splitter = splitter
        self.lines = lines
        usesQuery = command?.contains("{q}") ?? false
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
        command = template.isEmpty ? nil : PreviewCommand(template)
        usesQuery = template.contains("{q}")
        oneOff = nil
        shown = nil
    }

    /// `preview(CMD)`: CMD's output is shown for the row highlighted now.
    func showOnce(_ template: String) {
        oneOff = PreviewCommand(template)
        shown = nil
    }

    /// Readable when output is waiting.
    var wakeDescriptor: Int32 { runner.wakeDescriptor }

    /// Starts the command for the highlighted row if it changed; stops it while the pane is hidden.
    func update(model: SearchViewModel, query: String) {
        guard !model.isPaneHidden else {
            runner.cancel()
            shown = nil
            return
        }
        defer { settle(model) }
        let key = (item: model.highlightedItem, query: usesQuery ? query : "")
        if let shown, shown.item == key.item, shown.query == key.query { return }
        // A one-off `preview(…)` belongs to the row it was asked for.
        if shown != nil, shown?.item != key.item { oneOff = nil }
        shown = key
        guard let item = key.item, item < lines.count else {
            model.paneState.start(target: nil)
            runner.cancel()
            content.lines = []
            hasTail = false
            return
        }
        let line = lines[item]
        let target = model.paneState.scrollOffset.map {
            // `{n}` counts from the input's first line, header lines included, as fzf's index does.
            $0.offset(line: line, index: lines.readHeaderCount + item, splitter: splitter, height: model.paneState.bodyHeight)
        }
        model.paneState.start(target: target)
        guard let command = oneOff ?? command else {
            runner.cancel()
            content.lines = []
            hasTail = false
            return
        }
        runner.run(command.render(line: line, splitter: splitter, query: query))
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
