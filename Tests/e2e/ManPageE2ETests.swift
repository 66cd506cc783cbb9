import Foundation
import Testing

/// The manual page `man/swoop.1`: it renders without a groff warning, and it cannot fall behind
/// the binary, since every long option `swoop --help` prints must appear in it.
@Suite struct ManPageE2ETests {
    /// The page's path in the source tree.
    static var pagePath: String {
        SwoopBinary.packageRoot.appendingPathComponent("man/swoop.1").path
    }

    /// The page's roff source.
    static func pageSource() throws -> String {
        do {
            return try String(contentsOfFile: pagePath, encoding: .utf8)
        } catch {
            throw E2EFailure("cannot read the man page at \(pagePath): \(error)")
        }
    }

    /// groff's path: the first in `$PATH`, else in the usual places; nil when it is not installed.
    static func groffPath() -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = searchPath.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        return folders.map { $0 + "/groff" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The long options named in `text` (`--query`, `--no-sort`…), once each, in order of appearance.
    static func longOptions(in text: String) -> [String] {
        var seen = Set<String>()
        var options: [String] = []
        for match in text.matches(of: /--[a-z0-9][a-z0-9-]*/) {
            var option = String(match.output)
            while option.hasSuffix("-") { option.removeLast() }
            if seen.insert(option).inserted { options.append(option) }
        }
        return options
    }

    /// `source` with the roff escapes that can sit inside an option's name undone:
    /// `\-` becomes `-`, and font changes (`\fB`, `\f(CW`, `\f[I]`), `\&`, `\%` and `\c` go.
    static func plainText(ofRoff source: String) -> String {
        source
            .replacing("\\-", with: "-")
            .replacing(/\\f(\[[^\]]*\]|\(..|.)/, with: "")
            .replacing(/\\[&%c]/, with: "")
    }

    /// Whether `option` appears in `text` as a whole option name (`--multi` is not found in `--multi-line`).
    static func mentions(_ text: String, option: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: option) {
            let after = rest[range.upperBound...].first
            let before = range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
            let isNameCharacter = { (c: Character?) in
                guard let c else { return false }
                return c == "-" || (c.isASCII && (c.isLetter || c.isNumber))
            }
            if !isNameCharacter(after) && !isNameCharacter(before) { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    @Test func rendersWithoutGroffWarnings() throws {
        guard let groff = Self.groffPath() else {
            throw E2EFailure(
                "groff is not installed, so man/swoop.1 cannot be checked: "
                    + "install it (apt-get install -y groff, or add groff to the Makefile's packages)")
        }
        _ = try Self.pageSource()  // a clear failure when the page is missing
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        let result = try ChildProcess.run(
            groff, ["-man", "-Tutf8", "-ww", "-z", Self.pagePath], environment: environment, timeout: .seconds(30))
        #expect(result.status == 0, "groff -man -Tutf8 -ww -z man/swoop.1 exited \(result.status):\n\(result.stderr)")
        #expect(result.stderr.isEmpty, "groff warns about man/swoop.1:\n\(result.stderr)")
    }

    @Test func documentsEveryLongOptionOfTheHelp() throws {
        let help = try SwoopBinary.runDirect(["--help"])
        #expect(help.status == 0, "swoop --help exited \(help.status): \(help.stderr)")
        let options = Self.longOptions(in: help.stdout)
        // The help has listed at least these since the first release; fewer means the parse went wrong.
        for option in ["--query", "--filter", "--exact", "--help", "--version"] {
            #expect(options.contains(option), "\(option) not found in swoop --help:\n\(help.stdout)")
        }
        let page = Self.plainText(ofRoff: try Self.pageSource())
        let missing = options.filter { !Self.mentions(page, option: $0) }
        #expect(missing.isEmpty, "swoop --help lists options man/swoop.1 does not document: \(missing.joined(separator: " "))")
    }

    @Test func titleCarriesTheBinarysVersion() throws {
        let version = try SwoopBinary.runDirect(["--version"])
        #expect(version.status == 0, "swoop --version exited \(version.status): \(version.stderr)")
        let printed = version.stdout.trimmingCharacters(in: .whitespacesAndNewlines)  // "swoop 0.2.0"
        let title = try Self.pageSource().split(separator: "\n").first { $0.hasPrefix(".TH ") }.map(String.init)
        #expect(title?.contains("\"\(printed)\"") == true, "man/swoop.1's .TH line (\(title ?? "missing")) should name \"\(printed)\"")
    }

    /// `--man` shows the page compiled into the binary through man(1), as fzf's `--man` does, and
    /// leaves no temporary file.
    @Test func manShowsTheCompiledInPage() async throws {
        let session = try TmuxSession.start(shell: "TMPDIR=$PWD MANPAGER=cat PAGER=cat MANWIDTH=80 \"$SWOOP\" --man | head -3; ls swoop-man-* 2>&1")
        defer { session.close() }
        let exit = try await session.waitForExit()
        #expect(exit.stdout.contains("SWOOP(1)"))
        #expect(exit.stdout.contains("No such file"))
    }

    @Test func optionNamesAreFoundOnlyWhole() {
        let page = Self.plainText(ofRoff: #".BR \-\-multi\-line , \fB\-\-no\-sort\fR and \-\-query=STR"#)
        #expect(Self.mentions(page, option: "--no-sort"))
        #expect(Self.mentions(page, option: "--query"))
        #expect(!Self.mentions(page, option: "--multi"))
        #expect(!Self.mentions(page, option: "--no"))
        #expect(Self.longOptions(in: "  -q, --query=STR  --no-live, --read0; --x-") == ["--query", "--no-live", "--read0", "--x"])
    }
}
