import Glibc
import Testing
@testable import SwoopPicker
@testable import SwoopSystem

/// `CommandShell` and `ChildProcess.spawn` with a shell and an environment: commands run as fzf
/// runs them, and nothing a value holds can run.
@Suite(.serialized)
struct CommandShellTests {
    /// Runs `command` with `shell` and `environment`; what it printed.
    static func output(of command: [UInt8], shell: CommandShell = .system, environment: [[UInt8]] = []) throws -> String {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let child = try ChildProcess.spawn(command, shell: shell, environment: environment, stdout: ends[1]).get()
        close(ends[1])
        let bytes = try Descriptor.readToEnd(ends[0]).get()
        close(ends[0])
        child.wait()
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func fzfsDefaultIsShellDashC() {
        #expect(CommandShell.resolve(withShell: nil, shell: "/bin/bash").arguments == ["/bin/bash", "-c"].map { Array($0.utf8) })
        #expect(CommandShell.resolve(withShell: nil, shell: nil).arguments == ["sh", "-c"].map { Array($0.utf8) })
        #expect(CommandShell.resolve(withShell: nil, shell: "").arguments == ["sh", "-c"].map { Array($0.utf8) })
        #expect(CommandShell.resolve(withShell: "", shell: "/bin/zsh").arguments == ["/bin/zsh", "-c"].map { Array($0.utf8) })
    }

    @Test func withShellIsSplitIntoWords() {
        let shell = CommandShell.resolve(withShell: "bash --norc -c", shell: "/bin/zsh")
        #expect(shell.argumentVector(for: Array("ls".utf8)) == ["bash", "--norc", "-c", "ls"].map { Array($0.utf8) })
        let quoted = CommandShell.resolve(withShell: "'/opt/my shell/sh' -c", shell: nil)
        #expect(quoted.arguments.first == Array("/opt/my shell/sh".utf8))
    }

    @Test func fishIsKnownByItsFileName() {
        #expect(CommandShell.resolve(withShell: nil, shell: "/usr/local/bin/fish").quotesForFish)
        #expect(CommandShell.resolve(withShell: "fish -c", shell: nil).quotesForFish)
        #expect(!CommandShell.resolve(withShell: nil, shell: "/usr/bin/fishy").quotesForFish)
    }

    /// fzf's `TestQuoteEntry`, for POSIX shells.
    @Test(arguments: [
        ("'", "''\\'''"), ("\"", "'\"'"), ("\\", "'\\'"), ("\\\"", "'\\\"'"), ("$", "'$'"), ("$HOME", "'$HOME'"),
        ("'$HOME'", "''\\''$HOME'\\'''"), ("&", "'&'"), ("(", "'('"), ("%USERPROFILE%", "'%USERPROFILE%'"),
    ])
    func quotesAsFzf(value: String, expected: String) {
        #expect(String(decoding: CommandShell.system.quoted(Array(value.utf8)), as: UTF8.self) == expected)
    }

    @Test func runsTheCommandWithTheGivenProgramFoundInPath() throws {
        let shell = CommandShell(arguments: ["sh", "-c"].map { Array($0.utf8) })
        #expect(try Self.output(of: Array("echo $0".utf8), shell: shell) == "sh\n")
        let withArgument = CommandShell(arguments: ["/bin/sh", "-c"].map { Array($0.utf8) })
        #expect(try Self.output(of: Array("printf %s \"$0\"".utf8), shell: withArgument) == "/bin/sh")
    }

    @Test func environmentEntriesAreAddedAndOverride() throws {
        setenv("SWOOP_TEST_KEPT", "kept", 1)
        setenv("SWOOP_TEST_REPLACED", "old", 1)
        defer {
            unsetenv("SWOOP_TEST_KEPT")
            unsetenv("SWOOP_TEST_REPLACED")
        }
        let environment = ["SWOOP_TEST_REPLACED=new", "SWOOP_TEST_ADDED=a=b c"].map { Array($0.utf8) }
        let printed = try Self.output(of: Array("printf '%s|%s|%s' \"$SWOOP_TEST_KEPT\" \"$SWOOP_TEST_REPLACED\" \"$SWOOP_TEST_ADDED\"".utf8),
                                      environment: environment)
        #expect(printed == "kept|new|a=b c")
        let count = try Self.output(of: Array("env | grep -c '^SWOOP_TEST_REPLACED='".utf8), environment: environment)
        #expect(count == "1\n")
    }

    @Test(arguments: ["it's", "$(touch /tmp/swoop-pwned)", "`touch /tmp/swoop-pwned`", "a;touch /tmp/swoop-pwned",
                      "x\ntouch /tmp/swoop-pwned", "'\"'\"", "\\'; touch /tmp/swoop-pwned; '", "$HOME", "back\\slash"])
    func noItemCanRunAnything(item: String) throws {
        unlink("/tmp/swoop-pwned")
        let context = CommandContext(
            current: CommandContext.Item(index: 0, text: Array(item.utf8)), marked: [CommandContext.Item(index: 0, text: Array(item.utf8))],
            query: item, prompt: item)
        let files = TemporaryFiles()
        defer { files.removeAll() }
        for shell in [CommandShell.system, CommandShell(arguments: ["bash", "-c"].map { Array($0.utf8) })] {
            let command = CommandTemplate("printf '[%s]' {} {+} {q} {1..} {fzf:prompt} {q:..}").render(context, shell: shell, files: files)
            let printed = try Self.output(of: command.bytes, shell: shell)
            let fieldsText = context.current.map { Array($0.text) }.map { PlaceholderFiller.trimmingSpaces($0) } ?? []
            let expected = [item, item, item, String(decoding: fieldsText, as: UTF8.self), item].map { "[\($0)]" }.joined()
            #expect(printed.hasPrefix(expected))
            #expect(access("/tmp/swoop-pwned", F_OK) != 0)
        }
    }
}
