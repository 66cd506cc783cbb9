import Foundation
import Testing

/// Children run in process groups of their own, are ended by group, reaped, and never outlive swoop.
@Suite(.serialized)
struct ChildLifetimeE2ETests {
    let items = ["items": "one\ntwo\nthree\n"]
    /// A preview that ignores SIGTERM, with a child of its own that does too.
    static let stubborn = "echo $$ >> groups; trap '' TERM; sleep 300 & sleep 300"

    /// Starts swoop with `stubborn` as its preview, in the background of the pane's script; returns its pid.
    func start() async throws -> (TmuxSession, pid_t) {
        let session = try TmuxSession.start(
            shell: "\"$SWOOP\" \(TmuxSession.shellQuote("--preview=" + Self.stubborn)) items & echo $! > swoop.pid; wait $!", files: items)
        _ = try await session.waitUntil("drawn") { $0.count == "3/3" }
        let swoop = try await session.writtenIDs("swoop.pid")[0]
        return (session, swoop)
    }

    enum WayOut: String, CaseIterable {
        case enter, escape, sigterm, sigsegv
    }

    @Test(arguments: WayOut.allCases)
    func noChildOutlivesSwoop(way: WayOut) async throws {
        let (session, swoop) = try await start()
        defer { session.close() }
        let group = try await session.writtenIDs("groups")[0]
        #expect(try await ProcessTable.eventually { ProcessTable.liveMembers(ofGroup: group).count == 3 })
        switch way {
        case .enter: try session.send(keys: "Enter")
        case .escape: try session.send(keys: "Escape")
        case .sigterm: kill(swoop, SIGTERM)
        case .sigsegv: kill(swoop, SIGSEGV)
        }
        let exit = try await session.waitForExit()
        let expected: [WayOut: Int32] = [.enter: 0, .escape: 130, .sigterm: 130, .sigsegv: 139]
        #expect(exit.status == expected[way])
        #expect(exit.sttyBefore == exit.sttyAfter)
        #expect(try await ProcessTable.eventually(within: .seconds(2)) { ProcessTable.liveMembers(ofGroup: group).isEmpty })
    }

    @Test func movingTheCursorEndsTheOldRunsGroupAndReapsIt() async throws {
        let (session, swoop) = try await start()
        defer { session.close() }
        _ = try await session.writtenIDs("groups", count: 1)
        try session.send(keys: "Down")
        _ = try await session.writtenIDs("groups", count: 2)
        try session.send(keys: "Down")
        let groups = try await session.writtenIDs("groups", count: 3)
        let start = ContinuousClock.now
        for group in groups.dropLast() {
            #expect(try await ProcessTable.eventually { ProcessTable.liveMembers(ofGroup: group).isEmpty })
        }
        print("children: a stubborn run's group gone \(ContinuousClock.now - start) after the cursor left it")
        #expect(try await ProcessTable.eventually { ProcessTable.zombies(childrenOf: swoop).isEmpty })
        // The current row's run is left alone, and the list still works.
        #expect(ProcessTable.liveMembers(ofGroup: groups[2]).count == 3)
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.stdout == "three\n")
        #expect(try await ProcessTable.eventually(within: .seconds(2)) { ProcessTable.liveMembers(ofGroup: groups[2]).isEmpty })
    }

    @Test func hidingThePaneEndsTheRun() async throws {
        let (session, _) = try await start()
        defer { session.close() }
        let group = try await session.writtenIDs("groups")[0]
        #expect(try await ProcessTable.eventually { ProcessTable.liveMembers(ofGroup: group).count == 3 })
        try session.send(keys: "C-_")
        _ = try await session.waitUntil("the pane toggled off") { !$0.text.contains("│") }
        #expect(try await ProcessTable.eventually { ProcessTable.liveMembers(ofGroup: group).isEmpty })
        try session.send(keys: "C-c")
        _ = try await session.waitForExit()
    }
}
