/// The built-in file walker's options, as fzf reads them: what it lists when swoop has no input
/// (no FILE, stdin a terminal, `$SWOOP_DEFAULT_COMMAND` unset).
import SwoopSystem
extension OptionTable {
    static let walker: [Entry] = [
        Entry("walker", nil, .required, "[file][,dir][,follow][,hidden]", .inputOutput,
              "what the file walker lists when there is no input (default: file,follow,hidden):\nfiles, directories, through links, in hidden directories",
              values: .suggested(["file", "dir", "follow", "hidden", "file,dir", "file,follow,hidden", "dir,follow,hidden"])) { options, value throws(OptionError) in
            try options.walk.setKinds(value ?? "")
        },
        Entry("walker-root", nil, .required, "DIR [...]", .inputOutput, "the directories the walker lists (default: .)",
              values: .directories) { options, value in
            options.walk.roots = [value ?? ""]
        },
        // The directories after the first of fzf's `--walker-root a b` (FzfArguments).
        Entry("also-walker-root", nil, .required, "DIR") { options, value in options.walk.roots.append(value ?? "") },
        Entry("walker-skip", nil, .required, "NAMES", .inputOutput,
              "directories the walker does not enter, separated by commas\n(default: .git,node_modules)") { options, value in
            options.walk.skipped = (value ?? "").split(separator: ",").map(String.init)
        },
    ]
}
