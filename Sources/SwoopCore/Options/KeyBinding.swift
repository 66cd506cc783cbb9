/// One `--bind` entry: a key and the actions it runs.
public struct KeyBinding: Equatable, Sendable {
    public var key: Key
    public var actions: [Action]
    /// `KEY:+ACTION`: the actions run after the key's current ones instead of replacing them.
    public var appends: Bool

    public init(key: Key, actions: [Action], appends: Bool = false) {
        self.key = key
        self.actions = actions
        self.appends = appends
    }
}
