import Testing
@testable import SwoopPicker

/// fzf 0.74's tracking actions, as its `toggle-track`, `toggle-track-current`, `track-current` and
/// `untrack-current` change what is tracked.
@Suite struct TrackingModeTests {
    @Test func toggleTrackTurnsGlobalTrackingOnAndOffAndLeavesTrackingTheCurrentItemAlone() {
        #expect(TrackingMode.off.togglingGlobal == .global)
        #expect(TrackingMode.global.togglingGlobal == .off)
        #expect(TrackingMode.current.togglingGlobal == .current)
    }

    @Test func toggleTrackCurrentTracksTheCurrentItemOrStopsAndLeavesGlobalTrackingAlone() {
        #expect(TrackingMode.off.togglingCurrent == .current)
        #expect(TrackingMode.current.togglingCurrent == .off)
        #expect(TrackingMode.global.togglingCurrent == .global)
    }

    @Test func trackCurrentGivesWayToGlobalTracking() {
        #expect(TrackingMode.off.trackingCurrent == .current)
        #expect(TrackingMode.current.trackingCurrent == .current)
        #expect(TrackingMode.global.trackingCurrent == .global)
    }

    @Test func untrackCurrentStopsOnlyTrackingTheCurrentItem() {
        #expect(TrackingMode.current.untrackingCurrent == .off)
        #expect(TrackingMode.global.untrackingCurrent == .global)
        #expect(TrackingMode.off.untrackingCurrent == .off)
    }
}
