extension Action {
    /// The names of the actions without an argument, one each (where fzf has two, its first).
    private static let names: [Action: String] = {
        var names: [Action: String] = [:]
        for (name, action) in named where names[action] == nil || name.count < names[action, default: ""].count {
            names[action] = name
        }
        names[.prevHistory] = "prev-history"
        names[.trackCurrent] = "track-current"
        return names
    }()

    /// fzf's name for the action (`FZF_ACTION`): `up`, `change-query`, `transform-header`…
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
        case .execute: return "execute"
        case .executeSilent: return "execute-silent"
        case .become: return "become"
        case .reload: return "reload"
        case .reloadSync: return "reload-sync"
        case .print: return "print"
        case .preview: return "preview"
        case .changePreview: return "change-preview"
        case .changePreviewWindow: return "change-preview-window"
        case .changeLabel(let label, _): return "change-" + label.rawValue
        case .transform(let target, _): return target.actionName
        default: return ""
        }
    }
}
