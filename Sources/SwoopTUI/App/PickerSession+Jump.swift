import SwoopPicker

/// Jump mode (`jump`, `jump-accept`), as fzf's: the items shown bear labels (`--jump-labels`) and the
/// next key, a label, moves the cursor to its item; any other key, or an event, ends the mode.
extension PickerSession {
    /// `jump` (`accepting`: `jump-accept`): jump mode, unless nothing is listed.
    func startJump(accepting: Bool) {
        guard model.rows.count > 0 else { return }
        input.jump = accepting ? .accept : .move
    }

    /// The key that came in jump mode: a label moves the cursor to its item and fires `jump` (then,
    /// with `jump-accept`, accepts); any other key does nothing but fire `jump-cancel`.
    func jumpKeyCame(_ key: Key) {
        guard let mode = input.jump else { return }
        input.jump = nil
        guard case .character(let scalar) = key, let index = view.list.jumpLabels.firstIndex(of: Character(scalar)),
              index < model.viewportHeight, index < model.rows.count else { return fire(.jumpCancel) }
        let first = view.lastFrame?.slots.first?.position ?? model.scrollOffset
        controller.perform(.position(min(first + index, model.rows.count - 1) + 1), key: key)
        var actions = controller.keyMap[.event(.jump)] ?? []
        if mode == .accept { actions.append(.controller(.accept)) }
        if !actions.isEmpty { run(actions, key: .event(.jump)) }
    }

    /// Something other than a key asks for actions in jump mode (an event, a `--listen` request): the
    /// mode ends first, and `jump-cancel` fires.
    func cancelJump() {
        guard input.jump != nil else { return }
        input.jump = nil
        fire(.jumpCancel)
    }
}
