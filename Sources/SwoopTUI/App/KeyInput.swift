import Glibc
import SwoopPicker
import SwoopSystem

/// What the user types, made into keys: the terminal's bytes decoded (an unfinished escape
/// sequence kept until its next byte, or `escapeDelay`), mouse reports turned into gestures, and
/// the last key and action, for the commands' `FZF_KEY`, `FZF_ACTION` and `FZF_IDLE_TIME`.
struct KeyInput {
    /// How long an unfinished escape sequence may wait for its next byte (ms).
    static let escapeDelay: Int32 = 25
    /// Bytes of a key not complete yet.
    private var pending: [UInt8] = []
    /// Where the terminal's bytes are read into, made once.
    private var buffer = [UInt8](repeating: 0, count: 4096)
    /// Turns mouse reports into list and bar actions.
    var mouse = MouseHandler()
    /// The last key and action.
    var last = LastInput()
    /// Jump mode (`jump`, `jump-accept`): the next key picks a labelled item, to move to it or accept it.
    var jump: Jump?

    /// What a jump (`jump`, `jump-accept`) does with the item picked.
    enum Jump {
        case move, accept
    }

    /// What reading the terminal came to.
    enum Read {
        /// The keys read (none: nothing complete yet, or nothing to read now).
        case keys([Key])
        /// The terminal is gone (end of input or an error): nothing more can be typed.
        case ended
    }

    /// Whether an escape sequence waits for its next byte.
    var isWaiting: Bool { !pending.isEmpty }

    /// The keys `bytes` complete, after those pending.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        let decoded = KeyDecoder.decode(pending + bytes)
        pending = decoded.remainder
        return decoded.keys
    }

    /// Reads what `descriptor` has now.
    mutating func read(_ descriptor: Int32) -> Read {
        switch buffer.withUnsafeMutableBytes({ Descriptor.read(descriptor, into: $0) }) {
        case .success(let count) where count > 0: return .keys(decode(Array(buffer[0..<count])))
        case .failure(let failure) where failure.code == EAGAIN: return .keys([])
        default: return .ended
        }
    }

    /// The escape delay ran out: what is pending is the keys it is alone (Esc, Alt-[…).
    mutating func flush() -> [Key] {
        defer { pending = [] }
        return KeyDecoder.flush(pending)
    }
}
