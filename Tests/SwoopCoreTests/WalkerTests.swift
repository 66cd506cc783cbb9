import Foundation
import Glibc
import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopSystem

/// The built-in walker on a generated tree: what it lists under each `--walker` setting (fzf's
/// answers for the same tree), byte-exact names, links, loops and skipped names.
@Suite struct WalkerTests {
    /// A tree with hidden entries, links (to a directory, to a file, to nowhere, to an ancestor,
    /// two directories linking to each other), skipped names, a name with a newline and one
    /// that is not UTF-8. Returns its absolute path.
    func makeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-walk-" + UUID().uuidString).path
        for directory in ["src/sub", ".hid", "node_modules/x", ".git", "ring/a", "ring/b"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        for file in ["a", ".hfile", "src/b", "src/sub/c", ".hid/d", "node_modules/x/e", ".git/f", "new\nline"] {
            #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data()))
        }
        // A name that is not UTF-8: only bytes can make it.
        let invalid = Array((root + "/bad").utf8) + [0xFF] + Array(" name".utf8) + [0]
        let descriptor = invalid.withUnsafeBufferPointer { path in
            path.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        for (link, target) in [("lnk", "src"), ("src/up", ".."), ("dangling", "nowhere"), ("flink", "a"),
                               ("ring/a/to-b", "../b"), ("ring/b/to-a", "../a")] {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + link, withDestinationPath: target)
        }
        return root
    }

    /// What the walker lists with `options` (`--walker`'s value) under `root`, sorted, with `root/` taken off
    /// (the root itself, listed with `dir`, is then the empty string).
    func walk(_ value: String, root: String, skip: [String]? = nil) throws -> [String] {
        var options = try WalkOptions.parse(value)
        options.roots = [root]
        if let skip { options.skipped = skip }
        let paths = try Self.read(Walker.start(options).get())
        return paths.map { path in
            let text = String(decoding: path, as: UTF8.self)
            return text.hasPrefix(root + "/") ? String(text.dropFirst(root.count + 1)) : text
        }.sorted()
    }

    /// Everything from `descriptor` to its end, split at NULs (each path ends with one).
    static func read(_ descriptor: Int32) throws -> [[UInt8]] {
        defer { close(descriptor) }
        let bytes = try Descriptor.readToEnd(descriptor).get()
        #expect(bytes.last == 0 || bytes.isEmpty, "every path ends with NUL")
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map(Array.init)
    }

    @Test func theDefaultListsFilesThroughLinksAndInHiddenDirectoriesSkippingGitAndNodeModules() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // fzf 0.74 on the same tree (it prints the name that is not UTF-8 with U+FFFD; swoop byte for byte).
        #expect(try walk("file,follow,hidden", root: root) == [
            ".hfile", ".hid/d", "a", "bad\u{FFFD} name", "dangling", "flink", "lnk/b", "lnk/sub/c", "new\nline", "src/b", "src/sub/c",
        ].sorted())
    }

    @Test func withoutFollowALinkToADirectoryIsPassedOverAndWithoutHiddenHiddenDirectoriesAre() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Hidden files are listed all the same, as fzf's.
        #expect(try walk("file", root: root) == [".hfile", "a", "bad\u{FFFD} name", "dangling", "flink", "new\nline", "src/b", "src/sub/c"].sorted())
        #expect(try walk("dir", root: root) == ["", "ring/", "ring/a/", "ring/b/", "src/", "src/sub/"])
        #expect(try walk("dir,hidden", root: root) == ["", ".hid/", "ring/", "ring/a/", "ring/b/", "src/", "src/sub/"].sorted())
    }

    @Test func linksIntoADirectoryTheWalkIsInsideAreNotFollowedSoLoopsEnd() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // src/up leads to the root; ring/a/to-b/to-a leads back to ring/a.
        #expect(try walk("file,dir,follow", root: root) == [
            "", ".hfile", "a", "bad\u{FFFD} name", "dangling", "flink", "lnk/", "lnk/b", "lnk/sub/", "lnk/sub/c", "new\nline",
            "ring/", "ring/a/", "ring/a/to-b/", "ring/b/", "ring/b/to-a/", "src/", "src/b", "src/sub/", "src/sub/c",
        ].sorted())
    }

    @Test func skippedNamesAndPathsAreNotEntered() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try walk("file,dir", root: root, skip: ["sub", "ring/b", ".hid"]) == [
            "", ".hfile", "a", "bad\u{FFFD} name", "dangling", "flink", "new\nline",
            "node_modules/", "node_modules/x/", "node_modules/x/e", "ring/", "ring/a/", "src/", "src/b",
        ].sorted())
    }

    @Test func namesArePrintedByteForByte() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var options = WalkOptions()
        options.roots = [root]
        let paths = try Self.read(Walker.start(options).get())
        #expect(paths.contains(Array((root + "/bad").utf8) + [0xFF] + Array(" name".utf8)))
        #expect(paths.contains(Array((root + "/new\nline").utf8)))
    }

    @Test func aRootPrintsAsGivenWithoutDotSlashOrTrailingSlashes() {
        #expect(Walker.printedPath(of: ".") == [])
        #expect(Walker.printedPath(of: "./") == [])
        #expect(Walker.printedPath(of: "./src/") == Array("src".utf8))
        #expect(Walker.printedPath(of: "src//") == Array("src".utf8))
        #expect(Walker.printedPath(of: "/") == Array("/".utf8))
        #expect(Walker.printedPath(of: "src/..") == Array("src/..".utf8))
        #expect(Walker.printedPath(of: "../x") == Array("../x".utf8))
    }

    @Test func aMissingRootListsNothingAndAFileRootListsItself() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var options = WalkOptions()
        options.roots = [root + "/missing", root + "/a"]
        #expect(try Self.read(Walker.start(options).get()) == [Array((root + "/a").utf8)])
    }

    @Test func aWideTreeIsListedWholeByEveryThread() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-wide-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        var expected: [String] = []
        for directory in 0..<40 {
            for depth in 0..<3 {
                let folder = "\(root)/d\(directory)" + String(repeating: "/n", count: depth)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for file in 0..<25 {
                    #expect(FileManager.default.createFile(atPath: "\(folder)/f\(file)", contents: nil))
                    expected.append(String("\(folder)/f\(file)".dropFirst(root.count + 1)))
                }
            }
        }
        #expect(try walk("file", root: root) == expected.sorted())
    }

    /// fzf's walker sorts each directory: files by name, then links and the rest, and a directory's
    /// own line comes as it is walked, before what it holds (fzf 0.74 on the same tree: `C _z a b fifo l ld/`
    /// from the root, a link's line in its place there).
    @Test func aDirectoryListsItsFilesByNameThenTheRestThenWhatItsDirectoriesHold() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swoop-walk-" + UUID().uuidString).path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for directory in ["d2", "d1", ".h"] {
            try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        }
        for file in ["b", "a", "C", "_z", "d1/x", "d2/y"] {
            #expect(FileManager.default.createFile(atPath: root + "/" + file, contents: Data()))
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/l", withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(atPath: root + "/ld", withDestinationPath: "d1")
        #expect(mkfifo(root + "/fifo", 0o600) == 0)
        var options = try WalkOptions.parse("file,dir,follow,hidden")
        options.roots = [root]
        // Threads race for the directories: the order must hold on every walk, so the tree is walked again and again.
        for _ in 0..<40 {
            let paths = try Self.read(Walker.start(options).get()).map { String(decoding: $0.dropFirst(root.count + 1), as: UTF8.self) }
            // The root's own entries, in the order listed (the directories are read by any thread, in any order).
            #expect(paths.filter { !$0.dropLast().contains("/") && !["d1/", "d2/", ".h/"].contains($0) } == ["", "C", "_z", "a", "b", "fifo", "l", "ld/"])
            for directory in ["d1", "d2", "ld"] {
                let own = paths.firstIndex(of: directory + "/"), inside = paths.firstIndex { $0.hasPrefix(directory + "/") && $0.count > directory.count + 1 }
                #expect(own != nil && inside != nil && own! < inside!, "\(directory)/ before what it holds")
            }
        }
    }

    @Test func walkerOptionsReadAsFzfs() throws {
        let options = try WalkOptions.parse("dir,hidden")
        #expect(!options.listsFiles && options.listsDirectories && !options.followsLinks && options.entersHidden)
        #expect(throws: OptionError.self) { try WalkOptions.parse("follow") }
        #expect(throws: OptionError.self) { try WalkOptions.parse("file,bogus") }
        let parsed = try OptionParser.parse(["--walker-root", "/", "/tmp", "--walker-skip=a,,b/c"])
        #expect(parsed.walk.roots == ["/", "/tmp"])
        #expect(parsed.walk.skipped == ["a", "b/c"])
    }
}
