import Foundation
import Testing

/// `swoop --nushell` and `fzf --nushell`: what they print for Nushell, which is not installed here
/// to run it (the scripts' text is checked in NushellScriptTests).
extension ShellIntegrationE2ETests {
    /// The Nushell scripts of shell/, by name, as `--nushell` prints them.
    static func nushellScripts() throws -> [(name: String, text: String)] {
        try ["key-bindings.nu", "fuzzy-completion.nu"].map { name in
            (name, try String(contentsOfFile: Self.scripts + "/" + name, encoding: .utf8))
        }
    }

    /// Checks that `printed` is the record naming `program` and its `prefixes`, then both scripts
    /// whole, in order, and nothing after them.
    func expectNushellIntegration(_ printed: ChildProcessResult, program: String, prefixes: String) throws {
        #expect(printed.status == 0, "\(printed.stderr)")
        #expect(printed.stderr.isEmpty, "\(printed.stderr)")
        let record = "\n$env.__swoop_integration = {program: '\(program)', prefixes: [\(prefixes)]}\n"
        let preamble = try #require(printed.stdout.range(of: record), "\(printed.stdout.prefix(400))")
        var rest = printed.stdout[preamble.upperBound...]
        for (name, text) in try Self.nushellScripts() {
            let section = "\n### \(name) ###\n" + text
            #expect(rest.hasPrefix(section), "\(name) is not printed whole after what comes before it")
            rest = rest.dropFirst(section.count)
        }
        #expect(rest.isEmpty, "after the scripts: \(rest.prefix(200))")
    }

    @Test func swoopNushellPrintsBothScriptsRunningTheProgramByItsPath() throws {
        let binary = try SwoopBinary.requirePath()
        let environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
        let printed = try ChildProcess.run(binary, ["--nushell"], environment: environment)
        try expectNushellIntegration(printed, program: binary, prefixes: "'SWOOP_' 'FZF_'")
    }

    @Test func fzfNushellPrintsBothScriptsRunningFzfAndReadingOnlyFZFVariables() throws {
        // Printed by a swoop started as "fzf" (argv[0] alone), as when it is installed by that name.
        let binary = try SwoopBinary.requirePath()
        let environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
        let printed = try ChildProcess.run("/bin/bash", ["-c", "exec -a fzf \"$0\" --nushell", binary], environment: environment)
        try expectNushellIntegration(printed, program: "fzf", prefixes: "'FZF_'")
        #expect(printed.stdout.hasPrefix("# swoop's key bindings and completion for Nushell\n"))
    }
}
