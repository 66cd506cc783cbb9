/// fzf's alternatives in an action's argument (`change-nth(1|2|)`): each time the action runs it
/// takes the next one, in turn, from the first again after the last.
package struct ArgumentTurns: Sendable {
    /// How far each argument has turned.
    private var turns: [String: Int] = [:]

    package init() {}

    /// The alternative of `argument` this turn gives (the whole argument when it has no `|`).
    package mutating func next(_ argument: String) -> String {
        let choices = argument.split(separator: "|", omittingEmptySubsequences: false)
        let turn = turns[argument, default: 0] % choices.count
        turns[argument] = (turn + 1) % choices.count
        return String(choices[turn])
    }
}
