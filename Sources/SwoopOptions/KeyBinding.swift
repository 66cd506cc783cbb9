/// One `--bind` entry: a key and the actions it runs.
import SwoopPicker
package struct KeyBinding: Equatable, Sendable {
    package var key: Key
    package var actions: [Action]
    /// `KEY:+ACTION`: the actions run after the key's current ones instead of replacing them.
    package var appends: Bool

    package init(key: Key, actions: [Action], appends: Bool = false) {
        self.key = key
        self.actions = actions
        self.appends = appends
    }
}
