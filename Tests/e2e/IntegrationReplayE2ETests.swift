import Foundation
import Testing

/// The calls fzf.vim, fzf-tab, forgit, fzf-git.sh and fzf's key bindings (through fzf-tmux) make to fzf,
/// replayed on the binary under the name fzf: the same command line, `FZF_` variables, input and keys
/// (`Tests/fixtures/integrations/`), and the answer the real fzf 0.74.5 gave, byte for byte, with its
/// exit status. A call through fzf-tmux opens swoop's popup, with a second session attached as its client.
@Suite(.serialized)
struct IntegrationReplayE2ETests {
    @Test func everyIntegrationHasRecordedCases() throws {
        let cases = try IntegrationCase.loadAll()
        #expect(Set(cases.map(\.integration)) == ["fzf.vim", "fzf-tab", "forgit", "fzf-git.sh", "fzf-tmux"])
        #expect(cases.count == 27)
        #expect(cases.allSatisfy { $0.size.count == 2 })
    }

    @Test(arguments: IntegrationCase.all)
    func answersAsFzfDid(_ call: IntegrationCase) async throws {
        let width = call.size.first ?? 100, height = call.size.last ?? 30
        let session = try TmuxSession.start(shell: call.command, files: call.paneFiles, width: width, height: height)
        defer { session.close() }
        var viewer: TmuxSession?
        if call.tmux != nil {
            let attach = "env -u TMUX tmux -L \(TmuxSession.server) -f /dev/null attach -t \(session.name)"
            viewer = try TmuxSession.start(shell: attach, width: width, height: height)
        }
        defer { viewer?.close() }
        // Keys go to the popup through its client, else to the pane.
        let target = viewer ?? session
        for step in call.keys {
            switch step {
            case .wait(let text): try await target.waitForScreen(containing: text)
            case .type(let text): try target.type(text)
            case .key(let key): try target.send(keys: key)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        let exit = try await session.waitForExit()
        #expect(exit.stdout == call.stdout, "stderr: \(exit.stderr)")
        #expect(exit.status == call.status)
    }
}
