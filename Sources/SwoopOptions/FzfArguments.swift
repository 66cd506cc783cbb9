import Glibc

/// Rewrites the words of fzf's command line that getopt_long cannot read into
/// words it reads the same way, before it sees them.
///
/// * `+s`, `+i`, `+x`… (fzf's negations): getopt_long takes any word starting
///   with `+` for an operand, so each becomes its long form (`--no-sort`).
/// * An optional value given as the next word (fzf's `-m 3`, `--sort 5`,
///   `--border rounded`): getopt_long reads optional values only when attached,
///   so the two words become one (`--multi=3`), when the row's `NextWord` rule
///   takes the word (and, where fzf accepts only a few values, when it is one).
///
/// Everything else passes unchanged, and nothing after `--` is touched.
/// Values of options that require one are skipped, never rewritten (`-q +s`
/// searches for `+s`).
enum FzfArguments {
    /// `words` as getopt_long should see them.
    static func rewrite(_ words: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" {
                result += words[(index - 1)...]
                break
            }
            let next = index < words.count ? words[index] : nil
            if word.hasPrefix("--") {
                let name = word.dropFirst(2)
                if let equals = name.firstIndex(of: "="), OptionTable.entry(long: name[..<equals])?.values == .directories {
                    result.append(word)
                    result += moreDirectories(in: words, at: &index)
                    continue
                }
                guard !name.contains("="), let entry = OptionTable.entry(long: name) else {
                    result.append(word)
                    continue
                }
                switch entry.argument {
                case .none:
                    result.append(word)
                case .required:
                    result.append(word)
                    if let next {
                        index += 1
                        result.append(next)
                        if entry.values == .directories { result += moreDirectories(in: words, at: &index) }
                    }
                case .optional:
                    if let next, takes(next, as: entry) {
                        result.append("--\(entry.long)=\(next)")
                        index += 1
                    } else {
                        result.append(word)
                    }
                }
            } else if word.hasPrefix("+"), word.count == 2, let letter = word.last, let entry = OptionTable.entry(plus: letter) {
                result.append("--\(entry.long)")
            } else if word.hasPrefix("-"), word.count > 1 {
                let taken = valueWords(afterShortOptions: word, next: next)
                result.append(taken.attachingNext ? word + (next ?? "") : word)
                if taken.skipsNext, let next { result.append(next) }
                if taken.skipsNext || taken.attachingNext { index += 1 }
            } else {
                result.append(word)
            }
        }
        return result
    }

    /// Whether a bundle of short options (`-em`) takes the next word as the last one's value:
    /// as a word of its own (a required value) or attached (an optional one).
    private static func valueWords(afterShortOptions word: String, next: String?) -> (skipsNext: Bool, attachingNext: Bool) {
        let letters = Array(word.dropFirst())
        for (position, letter) in letters.enumerated() {
            guard let entry = OptionTable.entry(short: letter) else { break }
            let isLast = position == letters.count - 1
            switch entry.argument {
            case .none:
                continue
            case .required:
                return (isLast && next != nil, false)
            case .optional:
                return (false, isLast && next.map { takes($0, as: entry) } == true)
            }
        }
        return (false, false)
    }

    /// Whether `path` names a directory.
    /// fzf's `--walker-root a b c`: the words from `index` on that are directories are more of the
    /// value, each given to `--also-walker-root`; `index` moves past them.
    private static func moreDirectories(in words: [String], at index: inout Int) -> [String] {
        var more: [String] = []
        while index < words.count, isDirectory(words[index]) {
            more.append("--also-walker-root=" + words[index])
            index += 1
        }
        return more
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether `word` is the optional value of `entry`, by fzf's rule for it.
    private static func takes(_ word: String, as entry: OptionTable.Entry) -> Bool {
        switch entry.nextWord {
        case .never:
            return false
        case .number:
            return word.first.map { $0.isASCII && $0.isNumber } ?? false
        case .notAnOption:
            // Where fzf knows every value (`--border rounded`), only those: `--border FILE` leaves FILE a file.
            if case .oneOf(let values) = entry.values { return values.contains(word) }
            return !word.hasPrefix("-") && !word.hasPrefix("+")
        }
    }
}
