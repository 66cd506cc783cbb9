/// The search bar's text and the edit cursor within it, with the editing commands.
///
/// The cursor counts `Character`s, so a base letter and its combining mark
/// move and delete together.
package struct QueryText: Equatable, Sendable {
    /// The query's characters.
    package private(set) var characters: [Character] = []
    /// The edit position: `0...characters.count`.
    package private(set) var cursor = 0

    /// An empty query.
    package init() {}

    /// A query holding `text` with the cursor at its end.
    package init(_ text: String) {
        characters = Array(text)
        cursor = characters.count
    }

    /// The query as a string.
    package var text: String { String(characters) }

    /// Whether nothing has been typed.
    package var isEmpty: Bool { characters.isEmpty }

    /// Inserts `scalar` at the cursor, merging a combining mark into the character before it.
    package mutating func insert(_ scalar: Unicode.Scalar) {
        // Only the character before the cursor can join the new scalar: a
        // combining mark, a ZWJ sequence, the second half of a flag.
        if cursor > 0 {
            let joined = Array(String(characters[cursor - 1]) + String(Character(scalar)))
            if joined.count == 1 {
                characters[cursor - 1] = joined[0]
                return
            }
        }
        characters.insert(Character(scalar), at: cursor)
        cursor += 1
    }

    /// Deletes the character before the cursor; false when there is none.
    @discardableResult
    package mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        characters.remove(at: cursor - 1)
        cursor -= 1
        return true
    }

    /// Deletes the character under the cursor; false when there is none.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Deletes from the start to the cursor (Ctrl-U); returns what it deleted.
    @discardableResult
    package mutating func deleteToStart() -> [Character] {
        cut(0..<cursor)
    }

    /// Deletes from the cursor to the end; returns what it deleted.
    @discardableResult
    package mutating func deleteToEnd() -> [Character] {
        cut(cursor..<characters.count)
    }

    /// Moves the cursor back to the start of a word, where `boundary` says one starts (`backward-word`).
    package mutating func moveBackward(to boundary: WordBoundary) {
        cursor = stopBackward(at: boundary)
    }

    /// Moves the cursor on to the end of a word, where `boundary` says one ends (`forward-word`).
    package mutating func moveForward(to boundary: WordBoundary) {
        cursor = stopForward(at: boundary)
    }

    /// Deletes from where `moveBackward(to:)` would stop to the cursor (`backward-kill-word`, Ctrl-W's
    /// `unix-word-rubout`); returns what it deleted.
    @discardableResult
    package mutating func deleteBackward(to boundary: WordBoundary) -> [Character] {
        cut(stopBackward(at: boundary)..<cursor)
    }

    /// Deletes from the cursor to where `moveForward(to:)` would stop (`kill-word`); returns what it deleted.
    @discardableResult
    package mutating func deleteForward(to boundary: WordBoundary) -> [Character] {
        cut(cursor..<stopForward(at: boundary))
    }

    /// Where a backward word motion stops: just after the start of `boundary`'s last match before the
    /// cursor, or the start. fzf counts scalars; a stop inside a character (a letter and its combining
    /// mark) is taken back to the character's start.
    private func stopBackward(at boundary: WordBoundary) -> Int {
        let (scalars, starts) = scalarLayout()
        let stop = boundary.lastMatch(in: scalars, 0..<starts[cursor]).map { $0 + 1 } ?? 0
        return starts.lastIndex { $0 <= stop } ?? 0
    }

    /// Where a forward word motion stops: just after the start of `boundary`'s first match from the
    /// cursor on, or the cursor itself when there is none; a stop inside a character goes on to its end.
    private func stopForward(at boundary: WordBoundary) -> Int {
        let (scalars, starts) = scalarLayout()
        guard let match = boundary.firstMatch(in: scalars, starts[cursor]..<scalars.count) else { return cursor }
        return starts.firstIndex { $0 > match } ?? characters.count
    }

    /// The query's scalars, and where among them each character starts (and, last, where the text ends).
    private func scalarLayout() -> (scalars: [Unicode.Scalar], starts: [Int]) {
        var scalars: [Unicode.Scalar] = []
        var starts: [Int] = []
        starts.reserveCapacity(characters.count + 1)
        for character in characters {
            starts.append(scalars.count)
            scalars.append(contentsOf: character.unicodeScalars)
        }
        starts.append(scalars.count)
        return (scalars, starts)
    }

    /// Inserts `text` at the cursor, which ends after it (`yank`).
    package mutating func insert(_ text: [Character]) {
        characters.insert(contentsOf: text, at: cursor)
        cursor += text.count
    }

    /// Removes `range` (the cursor is at its start or end), leaving the cursor where it began; returns it.
    private mutating func cut(_ range: Range<Int>) -> [Character] {
        let removed = Array(characters[range])
        characters.removeSubrange(range)
        cursor = range.lowerBound
        return removed
    }

    /// Removes everything.
    package mutating func clear() {
        characters = []
        cursor = 0
    }

    /// Moves the cursor one character left.
    package mutating func moveLeft() { cursor = max(0, cursor - 1) }

    /// Moves the cursor one character right.
    package mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

    /// Moves the cursor to the start.
    package mutating func moveToStart() { cursor = 0 }

    /// Moves the cursor to the end.
    package mutating func moveToEnd() { cursor = characters.count }
}
