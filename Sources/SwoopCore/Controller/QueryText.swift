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

    /// Deletes from the start to the cursor (Ctrl-U); false when nothing was there.
    @discardableResult
    package mutating func deleteToStart() -> Bool {
        guard cursor > 0 else { return false }
        characters.removeSubrange(0..<cursor)
        cursor = 0
        return true
    }

    /// Deletes from the cursor to the end; false when nothing was there.
    @discardableResult
    package mutating func deleteToEnd() -> Bool {
        guard cursor < characters.count else { return false }
        characters.removeSubrange(cursor...)
        return true
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    @discardableResult
    package mutating func deleteWordBackward() -> Bool {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        guard start < cursor else { return false }
        characters.removeSubrange(start..<cursor)
        cursor = start
        return true
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
