import Glibc
import Testing
@testable import SwoopItems

/// `--delimiter` as fzf reads it: strings, regular expressions in Go's syntax run by libc, and errors.
@Suite struct FieldDelimiterTests {
    func fields(_ line: String, _ delimiter: String) -> [String] {
        let bytes = Array(line.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            FieldSplitter(delimiter: delimiter).fields(of: buffer).map { String(decoding: bytes[$0], as: UTF8.self) }
        }
    }

    func isPattern(_ delimiter: String) -> Bool {
        if case .pattern = FieldSplitter(delimiter: delimiter).kind { return true }
        return false
    }

    @Test(arguments: [":", "::", ", ", "\\t", "*", "a-b", "é", "[0-9", "a**", "*a", "(", "a)", "\\k", "x{2,1}", "(?x)a"])
    func splitsAtTheTextItselfWhenFzfDoes(delimiter: String) {
        #expect(!isPattern(delimiter))
    }

    @Test(arguments: [" *, *", "[:,]+", "\\s+", "\\|", "a|b", "^x", "\\t+", "(?i)a", "[é-ü]", "\\x41"])
    func splitsAtMatchesOfAPattern(delimiter: String) {
        #expect(isPattern(delimiter))
    }

    @Test func goEscapesMeanWhatTheyMeanInGo() {
        #expect(fields("a1b22c", "\\d+") == ["a", "b", "c"])
        #expect(fields("a \t b\nc", "\\s+") == ["a", "b", "c"])
        #expect(fields("a-b_c", "\\W") == ["a", "b_c"])
        #expect(fields("a,b;c", "[\\d,;]") == ["a", "b", "c"])
        #expect(fields("a:b", "\\x3a") == ["a", "b"])
        #expect(fields("a||b|c", "\\Q||\\E") == ["a", "b|c"])
        #expect(fields("first\nsecond", "\\n") == ["first", "second"])
    }

    @Test func aDotStopsAtANewlineUnlessFlagged() {
        #expect(fields("a\nb", "a.b") == ["a\nb"])
        #expect(fields("xa\nby", "(?s)a.b") == ["x", "y"])
        #expect(fields("aXbxc", "(?i)x") == ["a", "b", "c"])
    }

    @Test func rangesBeyondASCIIAreListed() {
        #expect(fields("xéyüzā", "[é-ü]") == ["x", "y", "zā"])
    }

    @Test(arguments: ["a+?", "\\pL", "(?m)a", "[[:^alpha:]\\d]", "a\\x00+"])
    func whatPosixCannotSayIsOneLineOfError(delimiter: String) {
        do {
            _ = try FieldSplitter.parse(delimiter: delimiter)
            Issue.record("'\(delimiter)' was accepted")
        } catch {
            #expect(error.description.hasPrefix("--delimiter:"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func theLastDelimiterIsDroppedAsFzfDropsIt() {
        func kept(_ text: String, _ splitter: FieldSplitter) -> String {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { String(decoding: bytes[..<splitter.lastDelimiterStart(in: $0)], as: UTF8.self) }
        }
        #expect(kept("a b \u{00A0}\r\n\u{3000}", FieldSplitter()) == "a b")
        #expect(kept("a,,", FieldSplitter(delimiter: ",")) == "a,")
        #expect(kept("a:,b:,", FieldSplitter(delimiter: "[:,]+")) == "a:,b")
        #expect(kept("a:,b", FieldSplitter(delimiter: "[:,]+")) == "a:,b")
    }

    /// Whether a sanitizer runs these tests: its `regexec` interceptor reads the whole rest of the
    /// line on every call, which makes any scan by `regexec` quadratic there and only there.
    static let underSanitizer: Bool = {
        let entryPoints: [String] = ["__tsan_init", "__asan_init"]
        return entryPoints.contains { name in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil }
    }()

    @Test(.disabled(if: underSanitizer, "a sanitizer's regexec interceptor reads the whole line on each call"))
    func splittingAtAPatternTakesTimeInProportionToTheLine() {
        // Four times the fields must not take sixteen times as long (best of three, generous bound).
        func seconds(_ count: Int) -> Double {
            let line = Array((0..<count).map { "w\($0)" }.joined(separator: " , ").utf8)
            let splitter = FieldSplitter(delimiter: " *, *")
            var best = Double.infinity
            for _ in 0..<3 {
                var start = timespec()
                var end = timespec()
                clock_gettime(CLOCK_MONOTONIC, &start)
                let found = line.withUnsafeBufferPointer { splitter.fields(of: $0).count }
                clock_gettime(CLOCK_MONOTONIC, &end)
                #expect(found == count)
                best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
            }
            return best
        }
        let small = seconds(20_000)
        let large = seconds(80_000)
        #expect(large < 10 * small, "20,000 fields: \(small) s; 80,000: \(large) s")
    }
}
