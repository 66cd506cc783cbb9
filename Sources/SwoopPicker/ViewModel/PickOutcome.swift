/// How a picker session ended.
package enum PickOutcome: Equatable, Sendable {
    /// Enter on a listed row: the items picked (the marked ones, or the highlighted one).
    case picked([Int])
    /// Enter with nothing listed.
    case nothingToPick
    /// `accept-or-print-query` with nothing to pick: the query is printed instead.
    case query
    /// Esc with no search active, Ctrl-C, or a signal.
    case cancelled
    /// `become(CMD)`: swoop is to be replaced by the program `arguments` name (the shell running
    /// the command), with `environment` (`KEY=VALUE`, complete).
    case become(arguments: [[UInt8]], environment: [[UInt8]])
    /// The input could not be read to its end: the message says why.
    case failed(String)

    /// What Enter picks: the marked items if any (`picks`, in the order to print them), else the
    /// `highlighted` one.
    static func accepting(_ picks: [Int], highlighted: Int?) -> PickOutcome {
        if !picks.isEmpty { return .picked(picks) }
        return highlighted.map { .picked([$0]) } ?? .nothingToPick
    }
}
