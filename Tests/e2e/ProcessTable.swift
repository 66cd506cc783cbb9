import Foundation

/// The system's processes, read from `/proc/PID`: what is alive in a group, what is left unreaped, what mentions a path.
enum ProcessTable {
    /// One process: its id, state letter (`Z` for a zombie), parent and process group.
    struct Entry {
        let id: pid_t
        let state: Character
        let parent: pid_t
        let group: pid_t
    }

    /// Every process now.
    static func all() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.compactMap(entry)
    }

    /// Process `id`, if it exists.
    static func entry(_ id: pid_t) -> Entry? {
        guard let text = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        // "pid (comm) state ppid pgrp …": comm may hold spaces and parentheses.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 3, let state = fields[0].first, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return Entry(id: id, state: state, parent: parent, group: group)
    }

    /// Processes of `group` still alive: zombies (dead, waiting to be reaped) aside.
    static func liveMembers(ofGroup group: pid_t) -> [Entry] {
        all().filter { $0.group == group && $0.state != "Z" }
    }

    /// Children of `parent` that have died and were not reaped.
    static func zombies(childrenOf parent: pid_t) -> [Entry] {
        all().filter { $0.parent == parent && $0.state == "Z" }
    }

    /// Live processes whose command line or environment holds `text`.
    static func mentioning(_ text: String) -> [Entry] {
        let needle = Data(text.utf8)
        return all().filter { entry in
            entry.state != "Z" && ["cmdline", "environ"].contains { part in
                (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(entry.id)/\(part)")))?.range(of: needle) != nil
            }
        }
    }

    /// Polls `condition` every 10 ms for up to `timeout`; whether it came true.
    static func eventually(within timeout: Duration = .seconds(3), _ condition: () -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }
}

extension TmuxSession {
    /// The process ids a script wrote, one a line, to `name` in the scratch directory, once there are `count`.
    func writtenIDs(_ name: String, count: Int = 1) async throws -> [pid_t] {
        var ids: [pid_t] = []
        _ = try await ProcessTable.eventually(within: .seconds(5)) {
            let text = (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            ids = text.split(separator: "\n").compactMap { pid_t($0) }
            return ids.count >= count
        }
        guard ids.count >= count else { throw E2EFailure("\(name): expected \(count) process ids, found \(ids)") }
        return ids
    }
}
