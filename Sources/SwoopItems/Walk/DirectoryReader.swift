import CLibc
import Glibc

/// Reads one directory for the walker: its own line (when directories are listed), then its
/// entries in fzf's order (`DirectoryEntries`): files into `output`, directories into `found`.
/// One per thread, its buffers reused.
struct DirectoryReader {
    /// Paths listed and not yet written, each ended with NUL.
    var output: [UInt8] = []
    /// The directory being read, in the order its entries are listed.
    private var entries = DirectoryEntries()
    /// Directories to read next.
    var found: [WalkQueue.Task] = []
    private let options: WalkOptions
    private let skipRules: [SkipRule]
    private let linked: LinkedDirectories
    /// Where a directory entry's name starts.
    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19

    init(options: WalkOptions, skipRules: [SkipRule], linked: LinkedDirectories) {
        self.options = options
        self.skipRules = skipRules
        self.linked = linked
        output.reserveCapacity(1 << 16)
    }

    /// Lists the entries of the directory `task` names; passes over one that cannot be read,
    /// or that is one of the directories above it.
    mutating func read(_ task: WalkQueue.Task) {
        if task.listsItself, options.listsDirectories {
            output.append(contentsOf: task.path)
            output.append(UInt8(ascii: "/"))
            output.append(0)
        }
        let descriptor = task.path.isEmpty
            ? open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            : (task.path + [0]).withUnsafeBufferPointer { path in
                path.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: path.count) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) } } ?? -1
            }
        guard descriptor >= 0 else { return }
        var info = stat()
        guard fstat(descriptor, &info) == 0,
              task.above?.contains(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) != true,
              let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        let here = DirectoryChain(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), parent: task.above)
        let prefix = task.path.isEmpty ? [] : (task.path == [UInt8(ascii: "/")] ? task.path : task.path + [UInt8(ascii: "/")])
        entries.removeAll()
        while let entry = readdir(directory) {
            let name = UnsafeRawPointer(entry).advanced(by: Self.nameOffset).assumingMemoryBound(to: CChar.self)
            let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name))
            if bytes.elementsEqual(".".utf8) || bytes.elementsEqual("..".utf8) { continue }
            guard let type = Self.type(of: entry.pointee.d_type, name: name, in: descriptor) else { continue }
            entries.append(name: bytes, type: type)
        }
        // fzf's order: files by name, then the rest, then directories.
        entries.sort()
        let sorted = entries
        sorted.names.withUnsafeBufferPointer { names in
            guard let base = names.baseAddress else { return }
            for entry in sorted.entries {
                let name = UnsafeRawPointer(base + entry.start).assumingMemoryBound(to: CChar.self)
                let bytes = UnsafeRawBufferPointer(start: base + entry.start, count: entry.count)
                list(name: name, bytes: bytes, type: entry.type, in: descriptor, within: here, prefix: prefix)
            }
        }
    }

    /// Lists the entry `name` (`bytes`) of type `type`: a file into `output`, a directory into
    /// `found` (and a link to one into `output` too, when directories are listed).
    private mutating func list(
        name: UnsafePointer<CChar>, bytes: UnsafeRawBufferPointer, type: UInt8, in descriptor: Int32,
        within here: DirectoryChain, prefix: [UInt8]
    ) {
        switch kind(of: type, name: name, in: descriptor, within: here) {
        case .file:
            guard options.listsFiles else { return }
            output.append(contentsOf: prefix)
            output.append(contentsOf: bytes)
            output.append(0)
        case .directory:
            let path = prefix + bytes
            guard options.enters(name: bytes, path: path, rules: skipRules) else { return }
            // A directory's line comes as it is read; a link's here, in its place among the files.
            let isLink = Int32(type) == Int32(DT_LNK)
            if isLink, options.listsDirectories {
                output.append(contentsOf: path)
                output.append(UInt8(ascii: "/"))
                output.append(0)
            }
            found.append(WalkQueue.Task(path: path, above: here, listsItself: !isLink))
        case .passedOver:
            return
        }
    }

    /// The entry's type, from `lstat` where the file system leaves it unknown; nil when it vanished.
    private static func type(of type: UInt8, name: UnsafePointer<CChar>, in descriptor: Int32) -> UInt8? {
        guard Int32(type) == Int32(DT_UNKNOWN) else { return type }
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFLNK: return UInt8(DT_LNK)
        case S_IFREG: return UInt8(DT_REG)
        default: return UInt8(DT_UNKNOWN)
        }
    }

    /// What the walk makes of an entry.
    private enum Kind { case file, directory, passedOver }

    /// What the entry `name` of type `type` is, in the open directory `descriptor` (the
    /// directory `here`): a link is looked through, to a directory when links are followed
    /// (unless it leads to `here` or above, or, on /proc and /sys, where another link led),
    /// passed over when they are not; a link leading nowhere is a file, as in fzf.
    private func kind(of type: UInt8, name: UnsafePointer<CChar>, in descriptor: Int32, within here: DirectoryChain) -> Kind {
        let type = Int32(type)
        if type == Int32(DT_DIR) { return .directory }
        guard type == Int32(DT_LNK) else { return .file }
        var target = stat()
        guard fstatat(descriptor, name, &target, 0) == 0, target.st_mode & S_IFMT == S_IFDIR else { return .file }
        guard options.followsLinks else { return .passedOver }
        let device = UInt64(target.st_dev), inode = UInt64(target.st_ino)
        guard !here.contains(device: device, inode: inode) else { return .passedOver }
        // In /proc and /sys, thousands of links lead to the same few directories: each is followed once.
        if swoop_is_pseudo_file_system(descriptor) != 0, !linked.enter(device: device, inode: inode) { return .passedOver }
        return .directory
    }
}
