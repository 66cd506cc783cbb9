import Testing
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// What tracking shows under the name fzf, as fzf 0.74 draws it (`seq 20 | fzf … --no-scrollbar` in 30 × 8).
@Suite struct TrackingLookTests {
    static func fzf(_ arguments: [String]) throws -> LookFixture {
        try LookFixture(["--no-scrollbar"] + arguments, lines: (1...20).map(String.init), rows: 8, columns: 30,
                        personality: .fzf)
    }

    @Test func theInfoLineSaysPlusCapitalTForGlobalTrackingAndPlusTForTheCurrentItem() throws {
        var global = try Self.fzf(["--track"])
        global.render()
        #expect(global.row(6) == "  20/20 +T ──────────────────")
        var current = try Self.fzf([])
        current.model.tracking = .current
        current.render()
        #expect(current.row(6) == "  20/20 +t ──────────────────")
        current.model.move(.last)
        current.render()
        #expect(current.row(6) == "  20/20 ─────────────────────")
    }

    @Test func whileAReloadBringsBackTheTrackedItemTheInfoLineIsStarredTheQueryDimAndTheCursorHidden() throws {
        var fixture = try Self.fzf(["--track"])
        fixture.press(.character("1"))
        fixture.view.awaitsTrackedItem = true
        fixture.render()
        #expect(fixture.row(6).hasPrefix("  11/20 +T* ─"))
        #expect(fixture.style(7, 2).attributes.contains(.dim))
        #expect(fixture.screen.cursor == nil)
        fixture.view.awaitsTrackedItem = false
        fixture.render()
        #expect(fixture.row(6).hasPrefix("  11/20 +T ─"))
        #expect(!fixture.style(7, 2).attributes.contains(.dim))
        #expect(fixture.screen.cursor != nil)
    }

    @Test func theListHeldWhileWaitingStaysAsItWasDrawnUnlessItIsLaidOutAgain() throws {
        let fixture = try Self.fzf(["--track"])
        let layout = fixture.view.frame(rows: 8, columns: 30)
        fixture.model.setViewportHeight(layout.itemCapacity)
        let request = FrameRequest(rows: 8, columns: 30, model: fixture.model)
        let before = fixture.view.content(of: fixture.view.render(request, in: layout), model: fixture.model,
                                          controller: fixture.controller)
        fixture.model.search("2")
        let after = fixture.view.content(of: fixture.view.render(request, in: layout), model: fixture.model,
                                         controller: fixture.controller)
        let held = after.showing(before.heldList)
        #expect(held.items.map(\.bytes).map { String(decoding: $0, as: UTF8.self) } == ["1", "2", "3", "4", "5", "6"])
        #expect(held.listCount == 20 && held.counts.matchCount == 3)
        // Laid out again (a header came), the list is drawn from the items as they are.
        var taller = layout
        taller.listRows.removeLast()
        let relaid = FrameContent(frame: taller, query: after.query, prompt: nil, counts: after.counts, items: after.items,
                                  listCount: after.listCount, pane: nil, itemStore: nil)
        #expect(relaid.showing(before.heldList).listCount == after.listCount)
    }
}
