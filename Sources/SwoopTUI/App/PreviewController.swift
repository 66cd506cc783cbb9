import SwoopCore

/// Keeps the preview pane in step with the highlighted row: a new row (or
/// query, when the command uses `{q}`) starts the command again, cancelling
/// the run before; finished output lands in the pane.
public final class PreviewController {
    private let runner = PreviewRunner()
    private let command: PreviewCommand
    private let splitter: FieldSplitter
    /// Where `{}` and `{n}` come from: the lines without escape sequences.
    private let lines: ItemStore
    /// What the pane shows.
    public let content = PaneContent()
    /// The row (and query) the running or shown output belongs to.
    private var shown: (item: Int?, query: String)?
    private let usesQuery: Bool

    public init(command: String, splitter: FieldSplitter, lines: ItemStore) {
        self.command = PreviewCommand(command)
        self.splitter = splitter
        self.lines = lines
        usesQuery = command.contains("{q}")
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
        let key = (item: model.highlightedItem, query: usesQuery ? query : "")
        if let shown, shown.item == key.item, shown.query == key.query { return }
        shown = key
        model.paneScroll = 0
        guard let item = key.item, item < lines.count else {
            runner.cancel()
            content.lines = []
            return
        }
        runner.run(command.render(line: lines[item], splitter: splitter, query: query))
    }

    /// Takes finished output into the pane.
    func collect() {
        if let output = runner.takeOutput() { content.lines = output }
    }

    deinit {
        runner.cancel()
    }
}
