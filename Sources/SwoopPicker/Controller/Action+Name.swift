extension Action {
    /// fzf's name for the action (`FZF_ACTION`): `up`, `change-query`, `transform-header`…
    package var name: String {
        switch self {
        case .controller(let action): action.name
        case .session(let action): action.name
        }
    }

    /// The names of `named`'s actions, one each (where fzf has two, the shorter).
    static func names<A: Hashable>(of named: [String: A]) -> [A: String] {
        var names: [A: String] = [:]
        for (name, action) in named where names[action] == nil || name.count < names[action, default: ""].count {
            names[action] = name
        }
        return names
    }
}

extension ControllerAction {
    private static let names: [ControllerAction: String] = {
        var names = Action.names(of: named)
        names[.prevHistory] = "prev-history"
        // fzf names these after its own action types, not their `--bind` names.
        names[.backwardDeleteCharEOF] = "backward-delete-char-eof"
        names[.deleteCharEOF] = "delete-char-eof"
        names[.backwardSubword] = "backward-sub-word"
        names[.forwardSubword] = "forward-sub-word"
        names[.killSubword] = "kill-sub-word"
        names[.backwardKillSubword] = "backward-kill-sub-word"
        // fzf's names for the actions it has two names for.
        names[.upSelected] = "prev-selected"
        names[.downSelected] = "next-selected"
        names[.clearSelection] = "clear-selection"
        return names
    }()

    /// fzf's name for the action.
    package var name: String {
        if let name = Self.names[self] { return name }
        switch self {
        case .changeQuery: return "change-query"
        case .changePrompt: return "change-prompt"
        case .changeHeader: return "change-header"
        case .put: return "put"
        case .position: return "pos"
        case .unbind: return "unbind"
        case .rebind: return "rebind"
        case .toggleBind: return "toggle-bind"
        case .changeMulti: return "change-multi"
        case .up, .down, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .first, .last, .accept, .abort, .cancel,
             .acceptNonEmpty, .acceptOrPrintQuery, .clearQuery, .toggle, .select, .deselect, .toggleIn, .toggleOut,
             .toggleAll, .selectAll, .deselectAll, .backwardKillWord, .killLine, .unixLineDiscard, .yank,
             .unixWordRubout, .killWord, .backwardSubword, .forwardSubword, .killSubword, .backwardKillSubword,
             .backwardWord, .forwardWord, .backwardDeleteCharEOF, .deleteCharEOF,
             .beginningOfLine, .endOfLine, .backwardChar, .forwardChar, .backwardDeleteChar, .deleteChar, .previewUp,
             .previewDown, .togglePreview, .previewPageUp, .previewPageDown, .previewHalfPageUp, .previewHalfPageDown,
             .previewTop, .previewBottom, .togglePreviewWrap, .toggleSort, .toggleSearch, .enableSearch,
             .disableSearch, .prevHistory, .nextHistory, .ignore, .offsetUp, .offsetDown,
             .upMatch, .downMatch, .best, .upSelected, .downSelected, .clearSelection, .exclude, .excludeMulti,
             .offsetMiddle, .replaceQuery, .toggleDown, .toggleUp, .showPreview, .hidePreview,
             .togglePreviewWrapWord, .close, .showInput, .hideInput, .toggleInput,
             .toggleRaw, .enableRaw, .disableRaw:
            return ""
        }
    }
}

extension SessionAction {
    private static let names: [SessionAction: String] = {
        var names = Action.names(of: named)
        names[.trackCurrent] = "track-current"
        return names
    }()

    /// fzf's name for the action.
    package var name: String {
        if let name = Self.names[self] { return name }
        switch self {
        case .execute: return "execute"
        case .executeSilent: return "execute-silent"
        case .executeMulti: return "execute-multi"
        case .become: return "become"
        case .reload: return "reload"
        case .reloadSync: return "reload-sync"
        case .print: return "print"
        case .preview: return "preview"
        case .changePreview: return "change-preview"
        case .changePreviewWindow: return "change-preview-window"
        case .changeLabel(let label, _): return "change-" + label.rawValue
        case .changeText(let text, _): return "change-" + text.rawValue
        case .changeSetting(let setting, _): return setting.changeActionName
        case .transform(let target, _): return target.actionName
        case .backgroundTransform(let target, _): return "bg-" + target.actionName
        case .trigger: return "trigger"
        case .endTrigger: return ""
        case .suspend, .click, .printQuery, .refreshPreview, .trackCurrent, .untrackCurrent, .toggleTrack,
             .toggleTrackCurrent, .frecencyForget, .wait, .backgroundCancel, .clearScreen, .bell, .showHeader,
             .hideHeader, .toggleHeader, .toggleWrap, .toggleWrapWord, .toggleMultiLine, .toggleHscroll,
             .jump, .jumpAccept:
            return ""
        }
    }
}
