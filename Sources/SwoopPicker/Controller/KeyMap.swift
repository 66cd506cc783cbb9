/// The keys of the list and the search bar and what they do.
package struct KeyMap: Sendable {
    private var actions: [Key: [Action]]
    /// Keys `unbind` turned off, until `rebind`.
    private var unbound: Set<Key> = []
    /// Whether Tab and Shift-Tab move without marks (see `init`).
    private let tabMoves: Bool
    /// Tab and Shift-Tab while they do what they do by default (nothing bound them otherwise): what
    /// `change-multi` turns marking on or off for.
    private var defaultTabKeys: Set<Key> = [.tab, .backTab]

    /// swoop's defaults, fzf's where fzf has one; Tab toggles only with `--multi` (without it Tab and
    /// Shift-Tab move when `tabMoves`, else do nothing, as in fzf); Esc does `escape`, Ctrl-/ `ctrlSlash`.
    package init(multiSelect: Bool = false, escape: ControllerAction = .cancel, tabMoves: Bool = true,
                 ctrlSlash: Action = .controller(.togglePreview)) {
        self.tabMoves = tabMoves
        let controller: [Key: [ControllerAction]] = [
            .up: [.up], .ctrl("p"): [.upMatch], .ctrl("k"): [.up], .modified(.up, .alt): [.upMatch],
            .down: [.down], .ctrl("n"): [.downMatch], .ctrl("j"): [.down], .modified(.down, .alt): [.downMatch],
            .pageUp: [.pageUp], .pageDown: [.pageDown],
            .enter: [.accept],
            .escape: [escape],
            .ctrl("c"): [.abort], .ctrl("g"): [.abort], .ctrl("q"): [.abort], .ctrl("\\"): [.abort],
            .backspace: [.backwardDeleteChar], .ctrl("h"): [.backwardDeleteChar],
            .delete: [.deleteChar], .ctrl("d"): [.deleteCharEOF],
            .ctrl("u"): [.unixLineDiscard], .ctrl("y"): [.yank],
            .ctrl("w"): [.unixWordRubout], .alt("\u{7F}"): [.backwardKillWord], .alt("d"): [.killWord],
            .left: [.backwardChar], .ctrl("b"): [.backwardChar],
            .right: [.forwardChar], .ctrl("f"): [.forwardChar],
            .alt("b"): [.backwardWord], .modified(.left, .shift): [.backwardWord], .modified(.left, .alt): [.backwardWord],
            .alt("f"): [.forwardWord], .modified(.right, .shift): [.forwardWord], .modified(.right, .alt): [.forwardWord],
            .home: [.beginningOfLine], .ctrl("a"): [.beginningOfLine],
            .end: [.endOfLine], .ctrl("e"): [.endOfLine],
            .shiftUp: [.previewUp], .shiftDown: [.previewDown],
            .tab: Self.tabActions(.down, marking: multiSelect, tabMoves: tabMoves),
            .backTab: Self.tabActions(.up, marking: multiSelect, tabMoves: tabMoves),
            .doubleClick: [.accept],
            .gesture(.rightClick): [.toggle], .gesture(.shiftLeftClick): [.toggle], .gesture(.shiftRightClick): [.toggle],
            .gesture(.scrollUp): [.up], .gesture(.scrollDown): [.down],
            .gesture(.shiftScrollUp): [.toggle, .up], .gesture(.shiftScrollDown): [.toggle, .down],
            .gesture(.previewScrollUp): [.previewUp], .gesture(.previewScrollDown): [.previewDown],
        ]
        actions = controller.mapValues { $0.map(Action.controller) }
        actions[.ctrl("z")] = [.session(.suspend)]
        actions[.gesture(.leftClick)] = [.session(.click)]
        actions[.ctrl("_")] = [ctrlSlash]
        actions[.ctrl("l")] = [.session(.clearScreen)]
        actions[.alt("/")] = [.session(.toggleWrapWord)]
    }

    /// Whether some key does `action`.
    package func binds(_ action: Action) -> Bool {
        actions.values.contains { $0.contains(action) }
    }

    /// Whether some key does an action that `matches`.
    package func binds(where matches: (Action) -> Bool) -> Bool {
        actions.values.contains { $0.contains(where: matches) }
    }

    /// The intervals (ms) of the `every(N)` events bound, unbound ones too (`rebind` brings them back).
    package var everyIntervals: [Int] {
        actions.keys.compactMap { key in
            if case .every(let milliseconds) = key { return milliseconds }
            return nil
        }
    }

    /// What `key` does, if anything (printable characters not bound here, or unbound, are typed).
    package subscript(key: Key) -> [Action]? {
        get { unbound.contains(key) ? nil : actions[key] }
        set {
            actions[key] = newValue
            defaultTabKeys.remove(key)
        }
    }

    /// What Tab (`step` down) or Shift-Tab (up) does by default: mark and move with `marking`, else
    /// move when `tabMoves`, else nothing (fzf's: its `toggle-down` marks nothing without `--multi`).
    private static func tabActions(_ step: ControllerAction, marking: Bool, tabMoves: Bool) -> [ControllerAction] {
        marking ? [step == .down ? .toggleDown : .toggleUp] : tabMoves ? [step] : [.ignore]
    }

    /// `change-multi`: Tab and Shift-Tab, where nothing bound them otherwise, mark (or stop marking)
    /// as they do with (or without) `--multi`.
    package mutating func setMarking(_ isOn: Bool) {
        for (key, step) in [(Key.tab, ControllerAction.down), (.backTab, .up)] where defaultTabKeys.contains(key) {
            actions[key] = Self.tabActions(step, marking: isOn, tabMoves: tabMoves).map(Action.controller)
        }
    }

    /// `unbind(KEYS)`: the keys do nothing they are bound to until `rebind`.
    package mutating func unbind(_ keys: [Key]) {
        unbound.formUnion(keys)
    }

    /// `rebind(KEYS)`: the keys do again what they were bound to.
    package mutating func rebind(_ keys: [Key]) {
        unbound.subtract(keys)
    }

    /// `toggle-bind(KEYS)`: each key bound now is unbound, each unbound one does again what it did.
    package mutating func toggleBind(_ keys: [Key]) {
        for key in Set(keys) where actions[key] != nil {
            if unbound.remove(key) == nil { unbound.insert(key) }
        }
    }
}
