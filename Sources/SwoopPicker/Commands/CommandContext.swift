/// What a command's placeholders are filled from: the picker's state when the command runs.
///
/// Free of terminal types, so the session (or a test) builds one from its
/// view model. Item texts are as fzf substitutes them: the line as read
/// (never the `--with-nth` text), without escape sequences under `--ansi`.
import SwoopItems
package struct CommandContext {
    /// One item as a placeholder sees it.
    package struct Item: Sendable, Equatable {
        /// What `{n}` prints: the 0-based position in the input, header lines counted.
        package var index: Int
        /// The item's text.
        package var text: [UInt8]

        /// Item `index` (as `{n}` prints it) with `text`.
        package init(index: Int, text: [UInt8]) {
            self.index = index
            self.text = text
        }
    }

    /// The item under the cursor; nil when the list is empty.
    package var current: Item?
    /// The marked items, in the order they were marked.
    package var marked: [Item]
    /// The matched items in list order, asked for only when the template has `{*…}` (there may be millions).
    package var matched: () -> AnySequence<Item>
    /// The query.
    package var query: String
    /// How items split into fields (`--delimiter`).
    package var splitter: FieldSplitter
    /// The prompt (`{fzf:prompt}`).
    package var prompt: String
    /// The name of the action running the command (`{fzf:action}`).
    package var actionName: String
    /// What ends each value in a `{f}` file: a newline, or NUL with `--print0`.
    package var printSeparator: UInt8

    /// A context; what is not given is empty.
    package init(
        current: Item?, marked: [Item] = [], matched: @escaping () -> AnySequence<Item> = { AnySequence([]) },
        query: String = "", splitter: FieldSplitter = FieldSplitter(), prompt: String = "> ",
        actionName: String = "", printSeparator: UInt8 = 0x0A
    ) {
        self.current = current
        self.marked = marked
        self.matched = matched
        self.query = query
        self.splitter = splitter
        self.prompt = prompt
        self.actionName = actionName
        self.printSeparator = printSeparator
    }
}
