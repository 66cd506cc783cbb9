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

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W); returns what it deleted.
    @discardableResult
    package mutating func deleteWordBackward() -> [Character] {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return cut(start..<cursor)
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
