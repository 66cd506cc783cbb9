import SwoopPicker
import SwoopSystem
extension KeyBindingParser {
    /// The actions of a chain as `--bind` writes them after the key (`change-query(x)+first`),
    /// for `transform`'s output and `--listen`.
    package static func parseActions(_ text: String) throws(OptionError) -> [Action] {
        let original = Array(text.utf8)
        let masked = FzfActions.maskingArguments(Array(":".utf8) + original).dropFirst()
        return try actions(masked: ArraySlice(masked), original: original[...]).actions
    }
}
