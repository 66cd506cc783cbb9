import SwoopItems

/// New preview output for the pane: lines completed since the last update and the
/// unfinished line after them.
struct PreviewUpdate: Sendable {
    /// Whether the pane should drop what it shows first (the first output of a run).
    var startsOver = false
    /// Whether the output cleared the screen (`ESC [2J`): the lines before it are gone, and the
    /// pane goes back to the top, as in fzf.
    var clears = false
    /// Lines completed since the last update.
    var lines: [ANSIText] = []
    /// The line still being written, if any; it replaces the previous update's.
    var tail: ANSIText?

    /// This update followed by `later`, as one.
    mutating func merge(_ later: PreviewUpdate) {
        startsOver = startsOver || later.startsOver
        lines = later.clears ? later.lines : lines + later.lines
        clears = clears || later.clears
        tail = later.tail
    }
}

/// A preview command's output turned into lines as it arrives, up to a cap.
///
/// Each line keeps its colours (SGR sequences) on its own, as when it was read
/// whole. A line with `ESC [2J` in it clears what came before: as fzf reads
/// it, the line goes on with what follows the first such sequence. Past
/// `maxLines` lines or `maxBytes` bytes nothing more is kept: the caller goes
/// on reading and dropping, so the command can finish.
struct PreviewLines {
    /// Most lines kept.
    let maxLines: Int
    /// Most bytes kept, newlines aside.
    let maxBytes: Int
    /// Whether the cap has been reached: what follows is dropped.
    private(set) var isFull = false
    private var keptLines = 0
    private var keptBytes = 0
    /// The line still being written.
    private var partial: [UInt8] = []
    /// Lines completed since the last update.
    private var completed: [ANSIText] = []
    /// Whether a completed line cleared the screen since the last update.
    private var cleared = false
    /// fzf's clear-screen sequence, `ESC [2J`.
    private static let clearScreen: [UInt8] = [0x1B, 0x5B, 0x32, 0x4A]

    init(maxLines: Int, maxBytes: Int) {
        self.maxLines = maxLines
        self.maxBytes = maxBytes
    }

    /// Takes in `chunk`; whether there is anything new to show.
    mutating func append(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
        var changed = false
        var start = 0
        while start < chunk.count, !isFull {
            let newline = chunk[start...].firstIndex(of: 0x0A)
            let end = newline ?? chunk.count
            let taken = min(end - start, maxBytes - keptBytes)
            partial += chunk[start..<(start + taken)]
            keptBytes += taken
            changed = changed || taken > 0
            if start + taken < end {
                // Over the byte cap: the line ends here, and so does the output.
                completeLine()
                isFull = true
                return true
            }
            guard let newline else { break }
            completeLine()
            changed = true
            start = newline + 1
            if keptLines >= maxLines { isFull = true }
        }
        return changed
    }

    /// The output has ended: an unfinished last line counts as a line.
    mutating func finish() {
        if !partial.isEmpty { completeLine() }
    }

    /// What is new since the last call.
    mutating func takeUpdate() -> PreviewUpdate {
        defer {
            completed = []
            cleared = false
        }
        let tail = partial.isEmpty ? nil : partial.withUnsafeBufferPointer { ANSIText($0) }
        return PreviewUpdate(clears: cleared, lines: completed, tail: tail)
    }

    private mutating func completeLine() {
        if let clear = Self.clearScreenEnd(in: partial) {
            // What came before is gone, and no longer counts towards the cap.
            completed = []
            cleared = true
            keptLines = 0
            keptBytes = partial.count - clear
            partial.removeFirst(clear)
        }
        completed.append(partial.withUnsafeBufferPointer { ANSIText($0) })
        partial.removeAll(keepingCapacity: true)
        keptLines += 1
    }

    /// Where the first `ESC [2J` in `line` ends, if there is one.
    private static func clearScreenEnd(in line: [UInt8]) -> Int? {
        guard line.count >= clearScreen.count else { return nil }
        var start = 0
        while let escape = line[start...].firstIndex(of: 0x1B), escape + clearScreen.count <= line.count {
            if line[escape..<(escape + clearScreen.count)].elementsEqual(clearScreen) { return escape + clearScreen.count }
            start = escape + 1
        }
        return nil
    }
}
