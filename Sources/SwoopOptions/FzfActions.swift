/// fzf 0.74's `--bind` action names (its `src/options.go`), so that swoop can
/// tell an fzf action it does not implement (accepted, ignored with a warning)
/// from a name neither knows (an error), and split a binding whose action
/// carries a command (`execute(ls {+})`) where fzf splits it.
import SwoopPicker
enum FzfActions {
    /// fzf's other names for chains swoop has.
    static let synonyms: [String: [Action]] = [
        "top": [.controller(.first)], "line-discard": [.controller(.unixLineDiscard)],
        "word-rubout": [.controller(.unixWordRubout)],
    ]

    /// The parts fzf's `change-…`, `transform-…` and `bg-transform-…` actions can change.
    private static let changeableParts = [
        "query", "prompt", "border-label", "list-label", "preview-label", "input-label", "header-label",
        "footer-label", "header-lines", "header", "footer", "search", "with-nth", "nth", "pointer", "ghost",
    ]

    /// Actions that take an argument, as fzf finds them when splitting a binding (longest first).
    static let withArgument: [String] = {
        var names = ["become", "execute", "execute-multi", "execute-silent", "reload", "reload-sync", "preview",
                     "bg-transform", "transform", "change-preview-window", "change-preview", "change-multi",
                     "rebind", "unbind", "toggle-bind", "pos", "put", "print", "search", "trigger"]
        for prefix in ["change", "bg-transform", "transform"] {
            names += changeableParts.map { "\(prefix)-\($0)" }
        }
        return names.sorted { $0.count > $1.count }
    }()

    /// Whether fzf runs `name` with an argument (`change-search` is split like one, and still rejected).
    static func takesArgument(_ name: String) -> Bool {
        name != "change-search" && withArgument.contains(name)
    }

    /// An action with an argument split into its name (lowercased) and argument: `execute(ls)`
    /// and `execute:ls` are both `execute` and `ls`; nil when `spec` starts with no such name.
    static func split(_ spec: String) -> (name: String, argument: String)? {
        let bytes = Array(spec.utf8)
        guard let name = withArgument.first(where: { startsWith(bytes, $0, at: 0) }) else { return nil }
        let rest = bytes[name.utf8.count...]
        guard let opening = rest.first else { return nil }
        if opening == UInt8(ascii: ":") {
            return (name, String(decoding: rest.dropFirst(), as: UTF8.self))
        }
        guard let close = closing(for: opening), rest.count >= 2, rest.last == close else { return nil }
        return (name, String(decoding: rest.dropFirst().dropLast(), as: UTF8.self))
    }

    /// The closing character for an argument opened with `opening`, or nil when it opens none.
    static func closing(for opening: UInt8) -> UInt8? {
        switch opening {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: Array("~!@#$%^&*;/|".utf8).contains(opening) ? opening : nil
        }
    }

    /// `text` with every action argument blanked out (same length), so that the commas,
    /// colons and pluses inside `execute(…)` do not split the binding.
    static func maskingArguments(_ text: [UInt8]) -> [UInt8] {
        var masked = text
        var index = 0
        while index < text.count {
            let byte = text[index]
            guard byte == UInt8(ascii: ":") || byte == UInt8(ascii: "+"),
                  let name = withArgument.first(where: { startsWith(text, $0, at: index + 1) })
            else {
                index += 1
                continue
            }
            let open = index + 1 + name.utf8.count
            guard open < text.count else { break }
            if text[open] == UInt8(ascii: ":") {
                // `execute:command`: the command runs to the end of the whole value.
                for position in open..<text.count { masked[position] = UInt8(ascii: " ") }
                break
            }
            guard let close = closing(for: text[open]) else {
                index = open
                continue
            }
            // The argument ends at the first closing character followed by `+`, `,` or the end.
            var end = open + 1
            while end < text.count {
                let next = end + 1 < text.count ? text[end + 1] : nil
                if text[end] == close, next == nil || next == UInt8(ascii: "+") || next == UInt8(ascii: ",") { break }
                end += 1
            }
            guard end < text.count else { break }
            for position in open...end { masked[position] = UInt8(ascii: " ") }
            index = end + 1
        }
        return masked
    }

    /// Whether `text` holds `name` (any case) at `position`.
    private static func startsWith(_ text: [UInt8], _ name: String, at position: Int) -> Bool {
        let bytes = Array(name.utf8)
        guard position + bytes.count <= text.count else { return false }
        for offset in bytes.indices {
            var byte = text[position + offset]
            if (0x41...0x5A).contains(byte) { byte += 0x20 }
            if byte != bytes[offset] { return false }
        }
        return true
    }
}
