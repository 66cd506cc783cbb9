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
        action = actions?.first?.name ?? "char"
        time = Self.now
    }

    /// `action` is being done.
    mutating func performing(_ action: Action) {
        let name = action.name
        if !name.isEmpty { self.action = name }
    }

    /// Milliseconds since the last key (since the start before any).
    var idleMilliseconds: Int { Self.now - time }

    static var now: Int {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return spec.tv_sec * 1000 + spec.tv_nsec / 1_000_000
    }
}
