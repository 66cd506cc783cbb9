/// One name of `--walker-skip`: which directories it keeps the walker out of, as fzf reads it.
struct SkipRule: Sendable, Equatable {
    /// The rule's bytes.
    let text: [UInt8]
    /// Whether it holds a `/`: then it is matched against the end of the path, not the name.
    let isPath: Bool

    init(_ text: String) {
        self.text = Array(text.utf8)
        isPath = text.contains("/")
    }

    /// Whether the directory `name` at `path` is skipped: a name rule is the name itself; a path
    /// rule is the whole path or its end after a `/` (`a/b` skips `a/b` and `x/a/b`, not `xa/b`);
    /// a rule starting with `/` only the latter.
    func matches(name: UnsafeRawBufferPointer, path: [UInt8]) -> Bool {
        guard isPath else { return name.elementsEqual(text) }
        if text.first != UInt8(ascii: "/"), path.elementsEqual(text) { return true }
        let slashed = text.first == UInt8(ascii: "/") ? text.count : text.count + 1
        guard path.count >= slashed else { return false }
        let tail = path[(path.count - slashed)...]
        return text.first == UInt8(ascii: "/") ? tail.elementsEqual(text) : tail.first == UInt8(ascii: "/") && tail.dropFirst().elementsEqual(text)
    }
}
