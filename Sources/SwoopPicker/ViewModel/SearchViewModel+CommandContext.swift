/// What a command's placeholders read from the picker, taken from the view model.
import SwoopItems
extension SearchViewModel {
    /// The placeholders' values now: the highlighted item, the marks in mark order and the
    /// listed items (read only for `{*…}`), from `lines` (the lines as placeholders see them:
    /// as read, without escape sequences under `--ansi`). `{n}` counts from the input's first
    /// line, header lines included, as fzf's index does.
    package func commandContext(
        lines: ItemStore, splitter: FieldSplitter, query: String, prompt: String = "> ",
        actionName: String = "", printSeparator: UInt8 = 0x0A
    ) -> CommandContext {
        let header = lines.readHeaderCount
        /// Item `item` as placeholders see it.
        func item(_ item: Int) -> CommandContext.Item? {
            item < lines.count ? CommandContext.Item(index: header + item, text: Array(lines[item])) : nil
        }
        let rows = self.rows
        return CommandContext(
            current: highlightedItem.flatMap(item), marked: markOrder.compactMap(item),
            matched: { AnySequence(rows.items.lazy.compactMap(item)) },
            query: query, splitter: splitter, prompt: prompt, actionName: actionName, printSeparator: printSeparator)
    }
}
