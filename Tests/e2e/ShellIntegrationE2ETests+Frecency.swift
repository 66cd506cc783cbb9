import Foundation
import Testing

/// Alt-C and Ctrl-T pass `--frecency`: a directory picked comes first next time; `--no-frecency` in
/// the widget's options turns it off.
extension ShellIntegrationE2ETests {
    /// The store under HOME (the scratch directory) in `session`'s working directory.
    func frecencyStore(_ session: TmuxSession) -> String {
        session.directory.appendingPathComponent(".local/state/swoop/frecency").path
    }

    @Test func bashAltCLearnsTheDirectoriesPicked() async throws {
        let session = try await startBash(beforeSources: "unset XDG_STATE_HOME; mkdir -p apple banana cherry")
        defer { session.close() }

        try await altCIntoCherry(session)
        try session.type("cd .. && clear")
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "")

        // Next time, cherry/ comes first with an empty query.
        try session.send(keys: "M-c")
        try await session.waitUntil("cherry/ first") { Self.isPicker($0) && $0.items.first == "cherry/" }
        try session.send(keys: "C-c")
        try await waitForCommandLine(session, "")
        let store = try String(contentsOfFile: frecencyStore(session), encoding: .utf8)
        #expect(store.hasPrefix("swoop-frecency 1\n1 ") && store.hasSuffix("cherry/\n"))

        // --no-frecency in SWOOP_ALT_C_OPTS: the pick is not counted.
        try session.type("SWOOP_ALT_C_OPTS=--no-frecency")
        try session.send(keys: "Enter")
        try await waitForCommandLine(session, "")
        try await altCIntoCherry(session)
        #expect(try String(contentsOfFile: frecencyStore(session), encoding: .utf8) == store)
    }

    /// Alt-C, type `cherry`, Enter: the shell changes into `cherry/`.
    private func altCIntoCherry(_ session: TmuxSession) async throws {
        try session.send(keys: "M-c")
        try await waitForPicker(session, listing: "cherry/")
        try session.type("cherry")
        try await session.waitUntil("cherry alone") { $0.items == ["cherry/"] }
        try session.send(keys: "Enter")
        try await session.waitUntil("the cd done") { !Self.isPicker($0) && $0.text.contains("/cherry") }
    }
}
