import Testing

/// Fields, templates, delimiters (NUL among them), `--ansi` and `--read0` through the real binary, each case
/// answered first by the real fzf (0.74.5): swoop must print the same bytes and exit the same way.
@Suite(.serialized)
struct FzfFieldCasesE2ETests {
    @Test func everyRecordedCaseIsRead() throws {
        let cases = try FzfFieldCase.loadAll()
        #expect(cases.count == 804)
        #expect(Set(cases.map(\.group)) == ["acceptNth", "withNth", "nth", "ranges", "ansi", "read0", "nul"])
    }

    @Test(arguments: FzfFieldCase.all)
    func printsWhatFzfPrints(_ fieldCase: FzfFieldCase) throws {
        let result = try fieldCase.runSwoop()
        #expect(result.stdout == fieldCase.stdout, "stderr: \(result.stderr)")
        #expect(result.status == fieldCase.status)
        // A refused command line is one line on stderr.
        if fieldCase.status == 2 { #expect(result.stderr.split(separator: "\n").count == 1) }
    }
}
