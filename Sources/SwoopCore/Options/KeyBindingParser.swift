/// Parses `--bind` (`KEY:ACTION[+ACTION],…`) and `--expect` (`KEY,…`) values.
enum KeyBindingParser {
    /// The bindings in `text`.
    static func parse(_ text: String) throws(OptionError) -> [(key: Key, actions: [Action])] {
        var bindings: [(key: Key, actions: [Action])] = []
        for pair in text.split(separator: ",", omittingEmptySubsequences: true) {
            // The key may itself be ':' or ',' as in fzf; split at the last colon.
            guard let colon = pair.lastIndex(of: ":"), colon != pair.startIndex else {
                throw OptionError("--bind needs KEY:ACTION, not '\(pair)'")
            }
            let name = String(pair[..<colon])
            guard let key = KeyName.key(name) else { throw OptionError("--bind: unknown key '\(name)'") }
            let actionText = pair[pair.index(after: colon)...]
            guard let actions = Action.chain(actionText) else { throw OptionError("--bind: unknown action '\(actionText)'") }
            bindings.append((key, actions))
        }
        guard !bindings.isEmpty else { throw OptionError("--bind needs KEY:ACTION") }
        return bindings
    }

    /// The keys named in `text`, comma-separated.
    static func keys(_ text: String, option: String) throws(OptionError) -> [Key] {
        var keys: [Key] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: true) {
            guard let key = KeyName.key(String(name)) else { throw OptionError("\(option): unknown key '\(name)'") }
            keys.append(key)
        }
        guard !keys.isEmpty else { throw OptionError("\(option) needs at least one key") }
        return keys
    }
}
