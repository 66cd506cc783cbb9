/// What the cursor keeps to as the list changes, as fzf 0.74 tracks.
///
/// Off, the cursor keeps its position (or, under swoop's name, the item the user moved to).
/// Global tracking (`--track`, `toggle-track`; fzf's info line says `+T`) keeps to whichever item
/// is highlighted. Tracking the current item (`track-current`; `+t`) keeps to the one item
/// highlighted when it was asked for, and ends by itself when the cursor leaves that item or a
/// change of the list leaves it out.
package enum TrackingMode: Equatable, Sendable {
    case off
    /// Every highlighted item in turn is kept to.
    case global
    /// The item highlighted when `track-current` came is kept to, until it is left.
    case current

    /// Whether the cursor keeps to an item at all.
    package var isOn: Bool { self != .off }

    /// After `toggle-track`: global tracking on or off; tracking the current item stays as it is.
    package var togglingGlobal: TrackingMode {
        switch self {
        case .off: .global
        case .global: .off
        case .current: .current
        }
    }

    /// After `toggle-track-current`: the current item tracked or not; global tracking stays.
    package var togglingCurrent: TrackingMode {
        switch self {
        case .off: .current
        case .current: .off
        case .global: .global
        }
    }

    /// After `track-current` (or fzf's `track`): the highlighted item tracked, unless global
    /// tracking is on (it wins).
    package var trackingCurrent: TrackingMode {
        self == .global ? .global : .current
    }

    /// After `untrack-current`: the current item no longer tracked; global tracking stays.
    package var untrackingCurrent: TrackingMode {
        self == .current ? .off : self
    }
}
