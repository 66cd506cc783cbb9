import Glibc
import SwoopPicker

/// The last key pressed and the last action done, and when a key last came: what fzf tells the
/// commands it runs (`FZF_KEY`, `FZF_ACTION`, `FZF_IDLE_TIME`).
struct LastInput {
    /// fzf's name of the key (`ctrl-r`, `a`, `space`); empty before any.
    private(set) var key = ""
    /// fzf's name of the action (`start` before any, `char` for a character typed).
    private(set) var action = "start"
    /// When the last key came, in milliseconds on the monotonic clock.
    private var time = LastInput.now

    /// A key came, to do `actions` (nil: typed into the query).
    mutating func pressed(_ key: Key, actions: [Action]?) {
        self.key = KeyName.name(of: key)
        if let actions {
            if let first = actions.first(where: Self.counts) { action = first.name }
        } else {
            action = "char"
        }
        time = Self.now
    }

    /// `action` is being done.
    mutating func performing(_ action: Action) {
        if Self.counts(action) { self.action = action.name }
    }

    /// Whether `action` becomes the last action: as in fzf, not one that runs a command
    /// (`refresh-preview`, `execute`, `transform`…), which leaves the last action as it was.
    private static func counts(_ action: Action) -> Bool {
        if case .session(let action) = action, action.runsCommand { return false }
        return !action.name.isEmpty
    }

    /// Milliseconds since the last key (since the start before any).
    var idleMilliseconds: Int { Self.now - time }

    static var now: Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return spec.tv_sec * 1000 + spec.tv_nsec / 1_000_000
    }
}
