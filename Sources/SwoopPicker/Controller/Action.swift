/// What a key does: one of the actions `--bind` can name, as fzf names them, done either by the
/// search controller or by the event loop; the compiler keeps each in its one place.
package enum Action: Hashable, Sendable {
    /// Done by `SearchController` (`SearchController+Dispatch`).
    case controller(ControllerAction)
    /// Done by the event loop (`PickerSession+Dispatch`).
    case session(SessionAction)

    /// The action without an argument that fzf names `name`, if there is one.
    package static func named(_ name: String) -> Action? {
        if let action = ControllerAction.named[name] { return .controller(action) }
        return SessionAction.named[name].map(Action.session)
    }

    /// Whether the action only edits the query or moves its edit cursor.
    package var editsQuery: Bool {
        if case .controller(let action) = self { return action.editsQuery }
        return false
    }

    /// Whether it runs while a reload looks for the tracked item with the interface held (the
    /// actions that stop tracking); of the others, abort and cancel end the wait instead.
    package var runsWhileAwaitingTrackedItem: Bool {
        switch self {
        case .controller: false
        case .session(let action): action.runsWhileAwaitingTrackedItem
        }
    }

    /// The controller's action, if it is one.
    package var controllerAction: ControllerAction? {
        if case .controller(let action) = self { return action }
        return nil
    }

    /// The actions of `text`, fzf's `toggle+down` style chain of argument-less names; nil when a name is unknown.
    package static func chain(_ text: Substring) -> [Action]? {
        var actions: [Action] = []
        for name in text.split(separator: "+", omittingEmptySubsequences: false) {
            guard let action = named(String(name)) else { return nil }
            actions.append(action)
        }
        return actions.isEmpty ? nil : actions
    }
}
