import SwoopPicker
import SwoopSystem

/// The event loop's actions, one case each: what needs the terminal, a process, the pane or the labels.
extension PickerSession {
    /// Does one of the session's actions.
    func perform(_ action: SessionAction, key: Key?) {
        switch action {
        case .suspend:
            terminal.suspend()
            terminal.updateSize()
        case .click:
            if let frame = view.lastFrame { input.mouse.click(frame: frame, model: model, controller: controller) }
        case .execute(let template), .executeMulti(let template):
            guard let command = prepare(template, key: key, everyMarked: action == .executeMulti(template)) else { break }
            terminal.handOver { _ = ForegroundCommand.run(command.bytes, shell: items.shell, environment: command.environment) }
            TemporaryFiles.shared.remove(command.files)
            terminal.updateSize()
        case .executeSilent(let template):
            startAwaited(.silent, command: prepare(template, key: key), captures: false)
        case .transform(let target, let template):
            startAwaited(.transform(target, key), command: prepare(template, key: key, capturing: true),
                         captures: true)
        case .backgroundTransform(let target, let template):
            startBackgroundTransform(target, template: template, key: key)
        case .backgroundCancel:
            commands.background.cancel()
        case .wait:
            waitForSearch()
        case .become(let template):
            guard let command = prepare(template, key: key) else { break }
            model.finish(.become(arguments: items.shell.argumentVector(for: command.bytes),
                                 environment: ChildProcess.merged(command.environment)))
        case .reload(let template):
            if let command = prepare(template, key: key) { requestReload(command, isSync: false) }
        case .reloadSync(let template):
            if let command = prepare(template, key: key) { requestReload(command, isSync: true) }
        case .print(let text):
            script.print(text)
        case .printQuery:
            model.finish(.query)
        case .preview(let template):
            model.paneState.isHidden = false
            preview?.showOnce(template)
            startPreview()
        case .refreshPreview:
            preview?.refresh()
            startPreview()
        case .changePreview(let template):
            preview?.change(template)
            model.paneState.setSource(!template.isEmpty)
            startPreview()
        case .changePreviewWindow(let spec):
            changePreviewWindow(spec)
        case .changeLabel(let label, let text):
            setLabel(label, to: text)
        case .changeText(let part, let text):
            setText(part, to: text)
        case .changeSetting(let setting, let text):
            changeSetting(setting, to: text)
        case .trackCurrent: model.tracking = model.tracking.trackingCurrent
        case .untrackCurrent:
            model.tracking = model.tracking.untrackingCurrent
            trackingChanged()
        case .toggleTrack:
            model.tracking = model.tracking.togglingGlobal
            trackingChanged()
        case .toggleTrackCurrent:
            model.tracking = model.tracking.togglingCurrent
            trackingChanged()
        case .frecencyForget: model.forgetHighlighted()
        case .clearScreen: terminal.redrawWhole()
        case .bell: terminal.ringBell()
        case .showHeader: view.appearance.isHeaderHidden = false
        case .hideHeader: view.appearance.isHeaderHidden = true
        case .toggleHeader: view.appearance.isHeaderHidden.toggle()
        case .toggleWrap, .toggleWrapWord: view.appearance.look.toggleWrap(atWords: action == .toggleWrapWord)
        case .toggleMultiLine: view.appearance.look.multiLine.toggle()
        case .toggleHscroll: view.appearance.look.hscroll.toggle()
        case .jump, .jumpAccept: startJump(accepting: action == .jumpAccept)
        case .trigger(let keys): trigger(keys[...], key: key)
        case .endTrigger(let triggered):
            script.triggering.remove(triggered)
            // As fzf's FZF_ACTION: after the triggered actions, the last action is the trigger.
            input.last.performing(.session(.trigger([])))
        }
    }

    /// `trigger(KEYS)`: the first key's actions run next (unless they are running already: fzf's guard
    /// against recursion), then the rest of the keys are triggered in turn, then what was queued.
    private func trigger(_ keys: ArraySlice<Key>, key: Key?) {
        guard let first = keys.first else { return }
        var next: [Action] = []
        if !script.triggering.contains(first), let actions = controller.keyMap[first] {
            script.triggering.insert(first)
            next = actions + [.session(.endTrigger(first))]
        }
        if keys.count > 1 { next.append(.session(.trigger(Array(keys.dropFirst())))) }
        script.prepend(next, key: key)
    }
}
