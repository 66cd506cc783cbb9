/// Splits option text into words the way a shell would: spaces separate, quotes and backslashes group.
package enum ShellWords {
    /// Why the text is not a list of words.
    package enum Failure: Error, Equatable {
        /// A quote opened and never closed.
        case unterminatedQuote(Character)
        /// A backslash with nothing after it.
        case danglingBackslash

        package var description: String {
            switch self {
            case .unterminatedQuote(let quote): "unterminated \(quote) quote"
            case .danglingBackslash: "a backslash at the end"
            }
        }
    }

    /// The words of `text`, as fzf reads `FZF_DEFAULT_OPTS` (go-shellwords): a backslash outside single
    /// quotes keeps the next character (`\t` and `\n` are a tab and a newline); a `#` that starts a word
    /// starts a comment, to the end of its line; an unquoted `;`, `&`, `|`, `<` or `>` ends the text.
    package static func split(_ text: String) throws(Failure) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        var inComment = false
        loop: for character in text {
            if inComment {
                if character == "\n" { inComment = false }
            } else if escaped {
                current.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == "#", !inWord {
                inComment = true
            } else if ";&|<>".contains(character) {
                break loop
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw .unterminatedQuote(quote) }
        if escaped { throw .danglingBackslash }
        if inWord { words.append(current) }
        return words
    }
}
