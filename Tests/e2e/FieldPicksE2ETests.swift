import Testing

/// Fields and `--ansi` in the interactive picker: what is shown, and what a pick prints.
@Suite(.serialized)
struct FieldPicksE2ETests {
    @Test func anAnsiPickIsPrintedWithoutItsEscapes() async throws {
        let session = try TmuxSession.start(shell: #"printf '\033[35mSources/main.swift\033[0m\n\033[35mREADME.md\033[0m\n' | "$SWOOP" --ansi"#)
        defer { session.close() }
        try await session.waitUntil("2/2, colours taken out") {
            $0.count == "2/2" && $0.items == ["Sources/main.swift", "README.md"]
        }
        try session.type("main")
        try await session.waitUntil("main.swift highlighted") { $0.highlighted == "Sources/main.swift" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "Sources/main.swift\n")
    }

    @Test func aTemplateIsShownAndTheFieldsAskedForArePrinted() async throws {
        let command = #"printf 'alpha  one\nbeta  two\n' | "$SWOOP" --with-nth='{2}: {1}' --accept-nth='{n} {2..},{1}'"#
        let session = try TmuxSession.start(shell: command)
        defer { session.close() }
        try await session.waitUntil("2/2 shown through the template") {
            $0.count == "2/2" && $0.items == ["one: alpha", "two: beta"]
        }
        try session.send(keys: "Down")
        try await session.waitUntil("the second highlighted") { $0.highlighted == "two: beta" }
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "1 two,beta\n")
    }

    @Test func fieldsBetweenNulBytesAreSearchedAndFilledInAsFzfDoes() async throws {
        // fzf-tab's way: --delimiter='\x00', the first field not searched. fzf 0.74.5 fills in
        // {1} {2} {3} {-1} as [x][beta][c][c]; {2..} keeps a NUL, which no argument can hold:
        // fzf then never starts the command, swoop drops the NUL bytes.
        let command = #"printf 'pre\0alpha\0one two\nx\0beta\0c\n' | "$SWOOP" --delimiter='\x00' --nth=2,3 "#
            + #"--bind 'enter:become(printf "[%s]" {1} {2} {3} {-1} {2..})'"#
        let session = try TmuxSession.start(shell: command)
        defer { session.close() }
        try await session.waitForCount("2/2")
        try session.type("pre")
        try await session.waitForCount("0/2")
        try session.send(keys: "C-u")
        try session.type("beta")
        try await session.waitForCount("1/2")
        try session.send(keys: "Enter")
        let exit = try await session.waitForExit()
        #expect(exit.status == 0)
        #expect(exit.stdout == "[x][beta][c][c][betac]")
    }
}
