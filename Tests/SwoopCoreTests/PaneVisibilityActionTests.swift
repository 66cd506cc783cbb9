import Testing
@testable import SwoopItems
@testable import SwoopPicker

/// `show-preview`, `hide-preview`, `close`, `toggle-preview` and the preview's wrap toggles, with the
/// answers fzf 0.74 gives (a pane shows only with something to show; `close` on no pane aborts).
@Suite struct PaneVisibilityActionTests {
    /// A model and its controller, the pane hidden or not, with or without a command to show.
    static func picker(hidden: Bool, hasSource: Bool = true) -> (SearchViewModel, SearchController) {
        let model = SearchViewModel(store: ItemStore(lines: ["a", "b"]))
        let controller = SearchController()
        controller.delegate = model
        model.paneState.start(hidden: hidden, hasSource: hasSource)
        return (model, controller)
    }

    @Test func showPreviewShowsAHiddenPaneAndLeavesAShownOne() {
        let (model, controller) = Self.picker(hidden: true)
        controller.perform(.showPreview)
        #expect(!model.isPaneHidden)
        controller.perform(.showPreview)
        #expect(!model.isPaneHidden)
    }

    @Test func hidePreviewHidesAShownPaneAndLeavesAHiddenOne() {
        let (model, controller) = Self.picker(hidden: false)
        controller.perform(.hidePreview)
        #expect(model.isPaneHidden)
        controller.perform(.hidePreview)
        #expect(model.isPaneHidden)
        #expect(model.outcome == nil)
    }

    /// fzf: `change-preview(cmd)` with no `--preview` shows the pane (unless hidden), and an empty
    /// command hides it until the next one.
    @Test func aSourceShowsAPaneThatWaitedForOneAndNotOneAKeyHid() {
        var pane = PaneState()
        pane.start(hidden: false, hasSource: false)
        #expect(pane.isHidden)
        pane.setSource(true)
        #expect(!pane.isHidden)
        pane.setSource(false)
        #expect(pane.isHidden)
        pane.setSource(true)
        #expect(!pane.isHidden)
        pane.apply(.hide)
        pane.setSource(false)
        pane.setSource(true)
        #expect(pane.isHidden)

        var hiddenByLayout = PaneState()
        hiddenByLayout.start(hidden: true, hasSource: false)
        hiddenByLayout.setSource(true)
        #expect(hiddenByLayout.isHidden)
    }

    /// `change-preview-window` without a command leaves the pane waiting, but keeps one `preview(…)` showed.
    @Test func aNewLayoutWithoutASourceKeepsOnlyAForcedPane() {
        var pane = PaneState()
        pane.start(hidden: false, hasSource: false)
        pane.takeLayout(hidden: false)
        #expect(pane.isHidden)
        pane.isHidden = false
        pane.takeLayout(hidden: false)
        #expect(!pane.isHidden)
    }

    @Test func withNothingToShowNeitherShowNorToggleShowsThePane() {
        let (model, controller) = Self.picker(hidden: true, hasSource: false)
        controller.perform(.showPreview)
        #expect(model.isPaneHidden)
        controller.perform(.togglePreview)
        #expect(model.isPaneHidden)
    }

    @Test func closeHidesAShownPaneThenAborts() {
        let (model, controller) = Self.picker(hidden: false)
        controller.perform(.close)
        #expect(model.isPaneHidden)
        #expect(model.outcome == nil)
        controller.perform(.close)
        #expect(model.outcome == .cancelled)
    }

    @Test func closeWithNoPaneAborts() {
        let (model, controller) = Self.picker(hidden: true, hasSource: false)
        controller.perform(.close)
        #expect(model.outcome == .cancelled)
    }

    /// fzf: `toggle-preview-wrap` turns wrapping off (at words too) or on at any character;
    /// `toggle-preview-wrap-word` turns wrapping at words on (from any other state) or off.
    @Test func wrapTogglesGoAsFzfsDo() {
        var pane = PaneState()
        var spec = PaneSpec.preview
        spec.wrap = .words
        pane.configure(for: spec, height: 10)
        #expect(pane.wrap == .words)
        pane.apply(.toggleWrap)
        #expect(pane.wrap == .none)
        pane.apply(.toggleWrap)
        #expect(pane.wrap == .characters)
        pane.apply(.toggleWrapWord)
        #expect(pane.wrap == .words)
        pane.apply(.toggleWrapWord)
        #expect(pane.wrap == .none)
        pane.apply(.toggleWrapWord)
        #expect(pane.wrap == .words)
    }

    @Test func aHiddenPaneKeepsItsWrap() {
        var pane = PaneState()
        pane.isHidden = true
        pane.apply(.toggleWrap)
        pane.apply(.toggleWrapWord)
        #expect(pane.wrapOverride == nil)
    }

    @Test func theActionsHaveFzfsNames() {
        let names: [(String, ControllerAction)] = [
            ("show-preview", .showPreview), ("hide-preview", .hidePreview), ("close", .close),
            ("toggle-preview-wrap-word", .togglePreviewWrapWord),
        ]
        for (name, action) in names {
            #expect(Action.named(name) == .controller(action))
            #expect(action.name == name)
        }
    }

    /// fzf hides and shows each layout on its own: `<N(hidden,…)` starts hidden on a narrow screen
    /// while the pane's own layout shows, and a toggle there shows it (fzf's
    /// test_toggle_alternative_preview_window).
    @Test func eachLayoutIsHiddenOnItsOwn() {
        var pane = PaneState()
        pane.start(hidden: false, alternativesHidden: [true], hasSource: true)
        #expect(!pane.isHidden)
        var changed = pane.activate(layout: 1)
        #expect(changed)
        #expect(pane.isHidden)
        pane.apply(.toggle)
        #expect(!pane.isHidden)
        // Back to the pane's own layout, hidden meanwhile by a key; then the alternative as it was left.
        changed = pane.activate(layout: 0)
        #expect(!changed)
        pane.apply(.hide)
        changed = pane.activate(layout: 1)
        #expect(changed)
        #expect(!pane.isHidden)
        changed = pane.activate(layout: 1)
        #expect(!changed)
        changed = pane.activate(layout: 0)
        #expect(changed)
        #expect(pane.isHidden)
    }

    /// `change-preview-window` takes the new layouts' `hidden`, for the layout that applies now.
    @Test func aNewLayoutTakesEachLayoutsHidden() {
        var pane = PaneState()
        pane.start(hidden: false, alternativesHidden: [false], hasSource: true)
        pane.activate(layout: 1)
        pane.takeLayout(hidden: false, alternativesHidden: [true])
        #expect(pane.activeLayout == 1)
        #expect(pane.isHidden)
        pane.activate(layout: 0)
        #expect(!pane.isHidden)
    }
}

