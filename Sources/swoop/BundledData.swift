import Glibc

/// Finds the bundled lists (`countries.txt`…) wherever swoop runs from.
///
/// Looked up, in order: `$SWOOP_DATA_DIR`; `share/swoop` next to the
/// installed binary (`PREFIX/bin/swoop` → `PREFIX/share/swoop`); and
/// `Data/` in a folder above the binary, which is the source tree when
/// swoop runs from `.build/`.
enum BundledData {
    /// The path of the bundled file `name`, if it can be found.
    static func path(of name: String) -> String? {
        candidates().map { "\($0)/\(name)" }.first { access($0, R_OK) == 0 }
    }

    /// The path of the shell script `name` (`key-bindings.bash`): in `shell/` beside the bundled lists
    /// when installed, in the source tree's `shell/` when run from `.build/`.
    static func path(ofShellScript name: String) -> String? {
        let paths = candidates().flatMap { folder -> [String] in
            ["\(folder)/shell/\(name)", "\(parent(of: folder))/shell/\(name)"]
        }
        return paths.first { access($0, R_OK) == 0 }
    }

    private static func candidates() -> [String] {
        var folders: [String] = []
        if let custom = getenv("SWOOP_DATA_DIR") {
            folders.append(String(cString: custom))
        }
        guard let executable = executablePath() else { return folders }
        var folder = parent(of: executable)
        folders.append(parent(of: folder) + "/share/swoop")
        while folder != "/" && !folder.isEmpty {
            folders.append(folder + "/Data")
            folder = parent(of: folder)
        }
        return folders
    }

    /// The running binary's real path, from `/proc/self/exe`.
    private static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
