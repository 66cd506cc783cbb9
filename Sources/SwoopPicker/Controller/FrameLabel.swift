/// A label `change-…-label` and `transform-…-label` can change, by fzf's name for it.
package enum FrameLabel: String, CaseIterable, Hashable, Sendable {
    case border = "border-label"
    case preview = "preview-label"
    case list = "list-label"
    case input = "input-label"
    case header = "header-label"
    case footer = "footer-label"
}

/// What a `transform-…(CMD)` action sets from its command's output, by fzf's name for the action.
package enum TransformTarget: Hashable, Sendable {
    /// `transform-query`: the query (the output's first line).
    case query
    /// `transform-prompt`: the prompt (the first line).
    case prompt
    /// `transform-header`: the header (every line).
    case header
    /// `transform-border-label` and the other labels (the first line).
    case label(FrameLabel)
    /// `transform-footer` (every line), `transform-pointer`, `transform-ghost` (the first line).
    case text(PickerText)
    /// `transform-search`, `transform-nth`… (the first line).
    case setting(PickerSetting)
    /// `transform`: the output is a chain of actions, run at once.
    case actions

    /// The target of the action named `name` (`transform-query`…), or nil when it is not one.
    package init?(actionName name: String) {
        switch name {
        case "transform": self = .actions
        case "transform-query": self = .query
        case "transform-prompt": self = .prompt
        case "transform-header": self = .header
        default:
            if name.hasPrefix("transform-"), let text = PickerText(rawValue: String(name.dropFirst(10))) {
                self = .text(text)
                return
            }
            if name.hasPrefix("transform-"), let setting = PickerSetting(rawValue: String(name.dropFirst(10))) {
                self = .setting(setting)
                return
            }
            guard name.hasPrefix("transform-"), let label = FrameLabel(rawValue: String(name.dropFirst(10))) else { return nil }
            self = .label(label)
        }
    }

    /// fzf's name for the action: the inverse of `init(actionName:)`.
    package var actionName: String {
        switch self {
        case .actions: "transform"
        case .query: "transform-query"
        case .prompt: "transform-prompt"
        case .header: "transform-header"
        case .label(let label): "transform-" + label.rawValue
        case .text(let text): "transform-" + text.rawValue
        case .setting(let setting): "transform-" + setting.rawValue
        }
    }

    /// Whether only the output's first line counts (all but `transform-header` and `transform`).
    package var takesFirstLine: Bool {
        switch self {
        case .header, .actions: false
        case .text(let text): text.takesFirstLine
        default: true
        }
    }
}
