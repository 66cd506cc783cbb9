import SwoopOptions
import SwoopPicker
extension HTTPRequest {
    /// What `--listen`'s server does with a request.
    package enum Verdict: Equatable, Sendable {
        /// Answer at once; the picker is not asked.
        case answer(HTTPResponse)
        /// Have the picker perform these actions.
        case perform([Action])
        /// Have the picker tell its state: `limit` rows from `offset`.
        case state(limit: Int, offset: Int)
    }

    /// The verdict with `expectedKey` as the API key ("" when none is needed), in fzf's order:
    /// a wrong key is 401; then a body cut short, actions that cannot be read, or none, are 400.
    package func verdict(expectedKey: String) -> Verdict {
        guard expectedKey.isEmpty || Self.constantTimeEqual(Array(apiKey.utf8), Array(expectedKey.utf8)) else {
            return .answer(.unauthorized)
        }
        switch method {
        case .get(let limit, let offset):
            return .state(limit: limit, offset: offset)
        case .post(let body, let isComplete):
            guard isComplete else { return .answer(.badRequest("incomplete request")) }
            // fzf trims line ends off both ends of the body.
            let isLineEnd: (UInt8) -> Bool = { $0 == 13 || $0 == 10 }
            let trimmed = body.drop(while: isLineEnd).reversed().drop(while: isLineEnd).reversed()
            do {
                let actions = try KeyBindingParser.parseActions(String(decoding: trimmed, as: UTF8.self))
                return actions.isEmpty ? .answer(.badRequest("no action specified")) : .perform(actions)
            } catch {
                return .answer(.badRequest(Self.fzfMessage(error.description)))
            }
        }
    }

    /// A chain error as fzf words it for `--listen`: no option named, `unknown action: X`.
    private static func fzfMessage(_ message: String) -> String {
        let text = message.hasPrefix("--bind: ") ? String(message.dropFirst(8)) : message
        let unknown = "unknown action '"
        guard text.hasPrefix(unknown), text.hasSuffix("'"), text.count > unknown.count else { return text }
        return "unknown action: " + text.dropFirst(unknown.count).dropLast()
    }

    /// Whether `given` is `expected`, in a time that does not depend on where they differ.
    private static func constantTimeEqual(_ given: [UInt8], _ expected: [UInt8]) -> Bool {
        guard given.count == expected.count else { return false }
        return zip(given, expected).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
