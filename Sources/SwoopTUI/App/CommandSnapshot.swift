import SwoopPicker
import SwoopSystem

/// The picker as a command sees it, taken once when the command is made: what its placeholders
/// are filled from (the highlighted item, the marks, the query, the prompt) and fzf's variables.
/// A command is built from this value alone.
struct CommandSnapshot {
    /// What the placeholders are filled from.
    let context: CommandContext
    /// fzf's variables (`FZF_QUERY`, `FZF_ACTION`, the sizes, the labels…).
    var environment: ChildEnvironment
    /// What runs the command, and so how placeholders are quoted.
    let shell: CommandShell

    /// A command ready to run: its bytes, the `{f}` files it reads, the variables it gets.
    struct Prepared {
        var bytes: [UInt8]
        var files: [String]
        var environment: [[UInt8]]
    }

    /// `text` with its placeholders filled in and quoted for the shell; nil when fzf would not run
    /// it now (its items are missing), which a command whose output is captured (`capturing`:
    /// `transform-…`) never is; with `everyMarked`, each item placeholder stands for every marked
    /// item, as `{+}` does (`execute-multi`).
    func prepare(_ text: String, capturing: Bool = false, everyMarked: Bool = false) -> Prepared? {
        let template = CommandTemplate(text)
        guard capturing || template.isRunnable(context, forcesMarked: everyMarked) else { return nil }
        let rendered = template.render(context, shell: shell, files: .shared, forcesMarked: everyMarked)
        return Prepared(bytes: rendered.bytes, files: rendered.files, environment: environment.entries)
    }
}
