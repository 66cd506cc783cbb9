import Glibc
import SwoopSystem

/// `--man`: the manual page compiled into the binary (Package.swift embeds man/swoop.1), shown by
/// `man` as fzf shows its own: written to a temporary file, `man -l` run on it in the foreground,
/// the file removed after; the page's text printed when `man` cannot run.
enum ManualPage {
    /// Shows the page; returns the exit status.
    static func show() -> Int32 {
        let page = PackageResources.swoop_1
        guard let (descriptor, path) = TemporaryFile.make(startingWith: TemporaryFile.folder + "/swoop-man-") else { return printPage(page) }
        defer { unlink(path) }
        let failure = page.withUnsafeBytes { Descriptor.write(descriptor, $0) }
        close(descriptor)
        guard failure == nil, let status = run(["man", "-l", path]) else { return printPage(page) }
        return status
    }

    /// Runs `arguments` with swoop's terminal and process group, and waits; nil when it cannot start.
    private static func run(_ arguments: [String]) -> Int32? {
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, arguments[0], nil, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let code = (status >> 8) & 0xFF
        return status & 0x7F == 0 && code != 127 ? code : nil
    }

    /// The page's source on stdout.
    private static func printPage(_ page: [UInt8]) -> Int32 {
        _ = page.withUnsafeBytes { Descriptor.write(STDOUT_FILENO, $0) }
        return ExitCode.picked
    }
}
