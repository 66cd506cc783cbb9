/// Parses `--bind` (`KEY[,KEY…]:ACTION[+ACTION…],…`) and `--expect` (`KEY,…`) as fzf 0.74 does.
///
/// fzf's rules, in its own words in `parseKeymap` and `parseKeyChords`:
/// keys without an action share the next one (`u,U:up`); `,` `:` and `+`
/// are keys themselves where a name is expected (`,:abort`, `::accept`,
/// `+:up`, `alt-,:up`); an action's argument (`execute(ls {+})`) is skipped
/// when splitting; `KEY:+ACTION` appends to what the key already does.
import SwoopPicker
import SwoopSystem
package enum KeyBindingParser {
    /// What `--expect` asked for: the keys with the names the user gave them.
    struct ExpectedKeys {
        var keys: [(key: Key, name: String)] = []
    }

    private static let escapedColon: UInt8 = 0, escapedComma: UInt8 = 1, escapedPlus: UInt8 = 2

    /// The bindings in `text`.
    static func parse(_ text: String) throws(OptionError) -> [KeyBinding] {
        let original = Array(text.utf8)
        let masked = escapingKeyCharacters(FzfActions.maskingArguments(original))
        var bindings: [KeyBinding] = []
        var pendingKeys: [ArraySlice<UInt8>] = []
        var start = 0
        for pair in masked.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            let originalPair = original[start..<(start + pair.count)]
            start += pair.count + 1
            let colon = pair.firstIndex(of: UInt8(ascii: ":"))
            let keyPart = pair[..<(colon ?? pair.endIndex)]
            guard !keyPart.isEmpty else { throw OptionError("--bind: key name required") }
            pendingKeys.append(keyPart)
            guard let colon else { continue }
            let chain = try actions(masked: pair[(colon + 1)...], original: originalPair[(colon + 1)...])
            for keyBytes in pendingKeys {
                let name = keyName(keyBytes)
                guard let key = KeyName.parse(name) else { throw unknownKey(name) }
                bindings.append(KeyBinding(key: key, actions: chain.actions, appends: chain.appends))
            }
            pendingKeys = []
        }
        if !pendingKeys.isEmpty {
            throw OptionError("--bind: no action for \(pendingKeys.map(keyName).joined(separator: ", "))")
        }
        return bindings
    }

    /// The keys named in `text`, comma-separated, `,` itself included where fzf finds it.
    /// With `keepsRepeats` (`trigger`'s list), a key named twice is listed twice.
    static func keys(_ text: String, option: String, keepsRepeats: Bool = false) throws(OptionError) -> ExpectedKeys {
        guard !text.isEmpty else { throw OptionError("\(option) needs at least one key") }
        // A comma right after `alt-` belongs to that name; an extra comma in a run is the comma key.
        let escaped = escapingAltComma(text)
        var names = escaped.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0.map { $0 == "\u{1}" ? "," : $0 })
        }
        if escaped == "," || escaped.hasPrefix(",,") || escaped.hasSuffix(",,") || escaped.contains(",,,") {
            names.append(",")
        }
        var result = ExpectedKeys()
        for name in names where !name.isEmpty {
            guard let key = KeyName.parse(name) else { throw unknownKey(name, option: option) }
            // An event is no key: fzf takes it in --expect and nothing ever ends the picker by it.
            if option == "--expect", key.isEvent { continue }
            // Named twice, a key is expected once, under the last name given (as fzf's map keeps it).
            if !keepsRepeats, let index = result.keys.firstIndex(where: { $0.key == key }) {
                result.keys[index].name = name
            } else {
                result.keys.append((key, name))
            }
        }
        return result
    }

    /// The error for the key `name` that fzf does not know either (`every(N)` with a bad N has fzf's own).
    private static func unknownKey(_ name: String, option: String = "--bind") -> OptionError {
        let lower = name.lowercased()
        if lower.hasPrefix("every("), lower.hasSuffix(")") {
            return OptionError("every() requires a positive number of seconds")
        }
        return OptionError("\(option): unknown key '\(name)'")
    }

    /// `text` with the comma of each `alt-,` (any case) replaced by U+0001.
    private static func escapingAltComma(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == ",", result.suffix(4).lowercased() == "alt-" {
                result.append("\u{1}")
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A binding's action chain, and whether it is added to what the key already does (`KEY:+ACTION`).
    struct Chain {
        var actions: [Action]
        var appends: Bool
    }

    /// The actions of one chain, split at `+` outside arguments.
    static func actions(masked: ArraySlice<UInt8>, original: ArraySlice<UInt8>) throws(OptionError) -> Chain {
        var actions: [Action] = []
        var appends = false
        var start = original.startIndex
        let pieces = masked.split(separator: UInt8(ascii: "+"), omittingEmptySubsequences: false)
        for (index, maskedPiece) in pieces.enumerated() {
            let piece = original[start..<(start + maskedPiece.count)]
            start += maskedPiece.count + 1
            let spec = String(decoding: piece, as: UTF8.self)
            let lower = spec.lowercased()
            if lower.isEmpty, index == 0 {
                appends = true
            } else if let action = Action.named(lower) {
                actions.append(action)
            } else if let synonym = FzfActions.synonyms[lower] {
                actions += synonym
            } else if Array(maskedPiece) != Array(piece), let (name, argument) = FzfActions.split(spec),
                      FzfActions.takesArgument(name) {
                actions.append(try action(name, argument: argument))
            } else {
                throw OptionError("--bind: unknown action '\(spec)'")
            }
        }
        return Chain(actions: actions, appends: appends)
    }

    /// The action `name` with `argument` does.
    private static func action(_ name: String, argument: String) throws(OptionError) -> Action {
        switch name {
        case "change-query": return .controller(.changeQuery(argument))
        case "change-prompt": return .controller(.changePrompt(argument))
        case "change-header": return .controller(.changeHeader(argument))
        case "put": return .controller(.put(argument))
        case "pos": return Int(argument.trimmingPrefix(" ")).map { .controller(.position($0)) } ?? .controller(.ignore)
        case "unbind", "rebind", "toggle-bind":
            guard !argument.isEmpty else { throw OptionError("\(name) target required") }
            let keys = try keys(argument, option: name).keys.map(\.key)
            return .controller(name == "unbind" ? .unbind(keys) : name == "rebind" ? .rebind(keys) : .toggleBind(keys))
        case "trigger":
            // As fzf, which reads the keys when the action runs: a name it does not know makes it do nothing.
            guard let keys = try? keys(argument, option: name, keepsRepeats: true).keys.map(\.key) else { return .controller(.ignore) }
            return .session(.trigger(keys))
        case "execute": return .session(.execute(argument))
        case "execute-silent": return .session(.executeSilent(argument))
        case "execute-multi": return .session(.executeMulti(argument))
        case "become": return .session(.become(argument))
        case "reload": return .session(.reload(argument))
        case "reload-sync": return .session(.reloadSync(argument))
        case "print": return .session(.print(argument))
        case "preview": return .session(.preview(argument))
        case "change-preview": return .session(.changePreview(argument))
        case "change-preview-window": return .session(.changePreviewWindow(argument))
        case "change-multi":
            // As fzf: no number is no limit; a bad one (or a negative) changes nothing.
            guard !argument.isEmpty else { return .controller(.changeMulti(.max)) }
            return Int(argument).flatMap { $0 >= 0 ? .controller(.changeMulti($0)) : nil } ?? .controller(.ignore)
        default:
            if let target = TransformTarget(actionName: name) { return .session(.transform(target, argument)) }
            if name.hasPrefix("bg-"), let target = TransformTarget(actionName: String(name.dropFirst(3))) {
                return .session(.backgroundTransform(target, argument))
            }
            if name.hasPrefix("change-"), let label = FrameLabel(rawValue: String(name.dropFirst(7))) {
                return .session(.changeLabel(label, argument))
            }
            if name.hasPrefix("change-"), let text = PickerText(rawValue: String(name.dropFirst(7))) {
                return .session(.changeText(text, argument))
            }
            if let setting = PickerSetting.allCases.first(where: { $0.changeActionName == name }) {
                return .session(.changeSetting(setting, argument))
            }
            throw OptionError("--bind: unknown action '\(name)(\(argument))'")
        }
    }

    /// fzf's escapes for `,` `:` and `+` used as keys, each kept to the length it replaces.
    private static func escapingKeyCharacters(_ text: [UInt8]) -> [UInt8] {
        let comma = UInt8(ascii: ","), colon = UInt8(ascii: ":"), plus = UInt8(ascii: "+")
        var result = replacing([comma, comma, comma], with: [comma, escapedComma, comma], in: text)
        result = replacing([comma, colon, comma], with: [comma, escapedColon, comma], in: result)
        result = replacing([colon, colon], with: [escapedColon, colon], in: result)
        result = replacing([comma, colon], with: [escapedComma, colon], in: result)
        return replacing([plus, colon], with: [escapedPlus, colon], in: result)
    }

    /// `text` with each occurrence of `pattern`, left to right and not overlapping, replaced.
    private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < text.count {
            if index + pattern.count <= text.count, Array(text[index..<(index + pattern.count)]) == pattern {
                result += replacement
                index += pattern.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return result
    }

    /// A key's name with fzf's escapes undone: the escaped byte alone is that character.
    private static func keyName(_ bytes: ArraySlice<UInt8>) -> String {
        let unescaped = bytes.map { byte -> UInt8 in
            switch byte {
            case escapedColon: UInt8(ascii: ":")
            case escapedComma: UInt8(ascii: ",")
            case escapedPlus: UInt8(ascii: "+")
            default: byte
            }
        }
        return String(decoding: unescaped, as: UTF8.self)
    }
}
