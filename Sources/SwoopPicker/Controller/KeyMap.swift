/// The keys of the list and the search bar and what they do.
package struct KeyMap: Sendable {
    private var actions: [Key: [Action]]
    /// Keys `unbind` turned off, until `rebind`.
    private var unbound: Set<Key> = []

    /// swoop's defaults, fzf's where fzf has one; Tab toggles only with `--multi` (without it Tab and
    /// Shift-Tab move when `tabMoves`, else do nothing, as in fzf); Esc does `escape`, Ctrl-/ `ctrlSlash`.
    package init(multiSelect: Bool = false, escape: ControllerAction = .cancel, tabMoves: Bool = true,
                 ctrlSlash: Action = .controller(.togglePreview)) {
        let controller: [Key: [ControllerAction]] = [
            .up: [.up], .ctrl("p"): [.up], .ctrl("k"): [.up], .modified(.up, .alt): [.up],
            .down: [.down], .ctrl("n"): [.down], .ctrl("j"): [.down], .modified(.down, .alt): [.down],
            .pageUp: [.pageUp], .pageDown: [.pageDown],
            .enter: [.accept],
            .escape: [escape],
            .ctrl("c"): [.abort], .ctrl("g"): [.abort], .ctrl("q"): [.abort], .ctrl("\\"): [.abort],
            .backspace: [.backwardDeleteChar], .ctrl("h"): [.backwardDeleteChar],
            .delete: [.deleteChar], .ctrl("d"): [.deleteChar],
            .ctrl("u"): [.unixLineDiscard], .ctrl("y"): [.yank],
            .ctrl("w"): [.backwardKillWord], .alt("\u{7F}"): [.backwardKillWord],
            .left: [.backwardChar], .ctrl("b"): [.backwardChar],
            .right: [.forwardChar], .ctrl("f"): [.forwardChar],
            .home: [.beginningOfLine], .ctrl("a"): [.beginningOfLine],
            .end: [.endOfLine], .ctrl("e"): [.endOfLine],
            .shiftUp: [.previewUp], .shiftDown: [.previewDown],
            .tab: multiSelect ? [.toggle, .down] : tabMoves ? [.down] : [.ignore],
            .backTab: multiSelect ? [.toggle, .up] : tabMoves ? [.up] : [.ignore],
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

    /// What `key` does, if anything (printable characters not bound here, or unbound, are typed).
    package subscript(key: Key) -> [Action]? {
        get { unbound.contains(key) ? nil : actions[key] }
        set { actions[key] = newValue }
    }

    /// `unbind(KEYS)`: the keys do nothing they are bound to until `rebind`.
    package mutating func unbind(_ keys: [Key]) {
        unbound.formUnion(keys)
    }

    /// `rebind(KEYS)`: the keys do again what they were bound to.
    package mutating func rebind(_ keys: [Key]) {
        unbound.subtract(keys)
    }
}
