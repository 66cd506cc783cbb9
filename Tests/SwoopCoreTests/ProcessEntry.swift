import Glibc
import SwoopSystem

/// One line of the process table, read from `/proc/PID/stat`.
struct ProcessEntry {
    let id: pid_t
    let state: Character
    let parent: pid_t
    let group: pid_t

    /// Every process on the system.
    static func all() -> [ProcessEntry] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var entries: [ProcessEntry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let id = pid_t(name), let entry = read(id) else { continue }
            entries.append(entry)
        }
        return entries
    }

    /// The entry of process `id`, if it exists.
    static func read(_ id: pid_t) -> ProcessEntry? {
        let descriptor = open("/proc/\(id)/stat", O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard case .success(let bytes) = Descriptor.readToEnd(descriptor) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses.
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return ProcessEntry(id: id, state: state, parent: parent, group: group)
    }
}
