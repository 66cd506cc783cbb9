import SwoopPicker
import SwoopSystem
extension KeyBindingParser {
    /// The actions of a chain as `--bind` writes them after the key (`change-query(x)+first`),
    /// for `transform`'s output and `--listen`; an fzf action swoop lacks is an error here.
    package static func parseActions(_ text: String) throws(OptionError) -> [Action] {
        let original = Array(text.utf8)
        let masked = FzfActions.maskingArguments(Array(":".utf8) + original).dropFirst()
        switch try actions(masked: ArraySlice(masked), original: original[...]) {
        case .actions(let actions, _): return actions
        case .fzfOnly(let name): throw OptionError("unsupported action: \(name)")
        }
    }
}
