/// The typo fallback's options: `--typos[=0|1]` and `--no-typos`.
import SwoopSystem
extension OptionTable {
    static let typos: [Entry] = [
        Entry("typos", nil, .optional, "0|1", .search,
              "below too few matches, list lines a few typos from the query\n(default: on in the picker, off with --filter)",
              values: .oneOf(["0", "1"])) { options, value throws(OptionError) in
            switch value {
            case nil, "1": options.matching.typos = true
            case "0": options.matching.typos = false
            default: throw OptionError("--typos takes 0 or 1, not '\(value ?? "")'")
            }
        },
        Entry("no-typos") { options, _ in options.matching.typos = false },
    ]
}
