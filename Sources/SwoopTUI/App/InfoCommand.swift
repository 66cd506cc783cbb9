import Glibc
import SwoopPicker
import SwoopSystem

/// `--info-command`: the info line shows the first line of a command's output, the command run with
/// `FZF_INFO` set to the counts it replaces. As fzf runs it, it runs to its end before the frame is
/// drawn; again only when what it may show changed (the counts, the query, the highlighted item).
final class InfoCommand {
    /// The command, its placeholders filled in for each run.
    let template: String
    /// What the last run was for, and its output's first line.
    private var last: (input: [String], output: String)?

    init(template: String) {
        self.template = template
    }

    /// The line to show for `input` (the counts first, then what else the command may show),
    /// running the command `prepare` makes when `input` changed since the last run.
    func output(for input: [String], shell: CommandShell, prepare: () -> CommandSnapshot.Prepared?) -> String {
        if let last, last.input == input { return last.output }
        var output = ""
        if let command = prepare(),
           case .success(let started) = ChildProcess.spawnReading(command.bytes, shell: shell, environment: command.environment,
                                                                  errors: .discarded) {
            let bytes = (try? Descriptor.readToEnd(started.output).get()) ?? []
            close(started.output)
            started.child.wait()
            TemporaryFiles.shared.remove(command.files)
            output = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }, as: UTF8.self)
        }
        last = (input, output)
        return output
    }
}
