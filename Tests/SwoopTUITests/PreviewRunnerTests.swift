import Glibc
import Testing
@testable import SwoopPicker
@testable import SwoopSystem
@testable import SwoopTUI

/// `PreviewRunner`: a command's output reaches the loop as it is written, and a cancelled run's never does.
@Suite(.serialized)
struct PreviewRunnerTests {
    /// Waits up to `timeout` ms for the runner's wake-up and takes what arrived.
    func nextOutput(_ runner: PreviewRunner, timeout: Int32 = 2_000) -> PreviewUpdate? {
        var descriptor = pollfd(fd: runner.wakeDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeout) == 1 else { return nil }
        return runner.takeOutput()
    }

    func text(_ update: PreviewUpdate?) -> [String] {
        update?.lines.map { String(decoding: $0.visible, as: UTF8.self) } ?? []
    }

    @Test func linesArriveWhileTheCommandStillRuns() {
        let runner = PreviewRunner()
        defer { runner.cancel() }
        let start = ContinuousClock.now
        runner.run(Array("echo one; sleep 5; echo two".utf8))
        let first = nextOutput(runner)
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(first?.startsOver == true)
        #expect(text(first) == ["one"])
    }

    @Test func aCancelledRunsOutputNeverArrives() {
        let runner = PreviewRunner()
        runner.run(Array("sleep 0.2; echo late".utf8))
        runner.cancel()
        #expect(nextOutput(runner, timeout: 600) == nil)
    }

    @Test func aNewRunStartsOverAndOnlyItsOutputArrives() {
        let runner = PreviewRunner()
        defer { runner.cancel() }
        runner.run(Array("echo old; sleep 5".utf8))
        #expect(text(nextOutput(runner)) == ["old"])
        runner.run(Array("trap 'echo stale; exit' TERM; echo new; sleep 5 & wait".utf8))
        let update = nextOutput(runner)
        #expect(update?.startsOver == true)
        #expect(text(update) == ["new"])
        #expect(nextOutput(runner, timeout: 300) == nil)
    }

    @Test func aRunWithNoOutputClearsThePane() {
        let runner = PreviewRunner()
        runner.run(Array("true".utf8))
        let update = nextOutput(runner)
        #expect(update?.startsOver == true)
        #expect(update?.lines.isEmpty == true && update?.tail == nil)
    }

    @Test func aRunsTemporaryFilesAreRemovedOnceItEnds() throws {
        let files = TemporaryFiles()
        let runner = PreviewRunner(files: files)
        let path = try #require(files.write(Array("x\n".utf8)))
        runner.run(Array("cat '\(path)'".utf8), temporaryFiles: [path])
        #expect(text(nextOutput(runner)) == ["x"])
        let deadline = ContinuousClock.now + .seconds(3)
        while access(path, F_OK) == 0, ContinuousClock.now < deadline { usleep(5_000) }
        #expect(access(path, F_OK) != 0)
        #expect(files.live.isEmpty)
    }

    @Test func theCommandGetsTheEnvironmentAndShell() {
        let runner = PreviewRunner()
        defer { runner.cancel() }
        let shell = CommandShell(arguments: ["sh", "-c"].map { Array($0.utf8) })
        runner.run(Array("echo \"$0 $FZF_PREVIEW_LINES\"".utf8), shell: shell, environment: [Array("FZF_PREVIEW_LINES=7".utf8)])
        #expect(text(nextOutput(runner)) == ["sh 7"])
    }

    /// The text of a file in the temporary folder, nil when it is not there.
    func contents(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        while case let byte = fgetc(file), byte != EOF { bytes.append(UInt8(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// fzf's test_preview_size_0: a run asked for while none goes on starts even when a newer one is
    /// asked for at once, and the newer one starts once it is over.
    @Test func runsGoOneAtATimeAndOneTakenAtOnceStarts() throws {
        let files = TemporaryFiles()
        let log = try #require(files.write([]))
        let runner = PreviewRunner(files: files)
        defer { runner.cancel() }
        runner.run(Array("sleep 0.1; echo first >> '\(log)'".utf8))
        runner.run(Array("echo second >> '\(log)'; echo done".utf8))
        #expect(text(nextOutput(runner)) == ["done"])
        #expect(contents(log) == "first\nsecond\n")
    }

    /// fzf lets an abandoned run that has shown nothing go on for a while (a quick command finishes
    /// what it does); one whose output has shown ends at once.
    @Test func anAbandonedRunEndsAtOnceOnlyIfItsOutputShowed() throws {
        let files = TemporaryFiles()
        let quiet = try #require(files.write([])) + ".quiet"
        let shown = try #require(files.write([])) + ".shown"
        defer { unlink(quiet); unlink(shown) }
        let runner = PreviewRunner(files: files)
        runner.run(Array("sleep 0.2; touch '\(quiet)'".utf8))
        runner.cancel()
        runner.run(Array("echo shown; sleep 0.3; touch '\(shown)'".utf8))
        #expect(text(nextOutput(runner)) == ["shown"])
        runner.cancel()
        usleep(800_000)
        #expect(access(quiet, F_OK) == 0)
        #expect(access(shown, F_OK) != 0)
    }

    /// As fzf: what a command writes while it runs shows after a while, what it wrote by its end at once.
    @Test func outputShowsAfterAWhileOrAtTheEnd() {
        let runner = PreviewRunner()
        defer { runner.cancel() }
        let start = ContinuousClock.now
        runner.run(Array("echo one; sleep 2".utf8))
        #expect(text(nextOutput(runner)) == ["one"])
        #expect(ContinuousClock.now - start >= .milliseconds(150))
        runner.run(Array("seq 3".utf8))
        #expect(text(nextOutput(runner)) == ["1", "2", "3"])
    }
}
