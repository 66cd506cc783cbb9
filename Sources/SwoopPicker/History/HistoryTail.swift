import Glibc
import SwoopSystem

/// The newest entries of a `--history` file, read from its end: only as much of the file as they
/// take, whatever its size.
///
/// Entries are what `QueryHistory.entries(of:)` makes of the whole file (newlines at both ends
/// dropped, the rest split at each newline); the newest `maxSize` of them are the same whether
/// the file is read whole or from the end.
enum HistoryTail {
    /// The first read from the end; each next one doubles, so a file is read in few calls.
    static let firstChunk = 1 << 16

    /// The newest `maxSize` entries of the regular file open as `descriptor`, `size` bytes long,
    /// oldest first; or the reason a read failed.
    static func entries(of descriptor: Int32, size: Int, maxSize: Int) -> Result<[ArraySlice<UInt8>], Descriptor.Failure> {
        entries(size: size, maxSize: maxSize) { offset, count in
            var part = [UInt8](repeating: 0, count: count)
            var filled = 0
            while filled < count {
                let read = part.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress.map { $0 + filled }, count - filled, off_t(offset + filled)) }
                if read < 0, errno == EINTR { continue }
                if read < 0 { return .failure(Descriptor.Failure(code: errno)) }
                if read == 0 { break }  // the file shrank meanwhile: take what is there
                filled += read
            }
            return .success(Array(part[0..<filled]))
        }
    }

    /// The newest `maxSize` entries of a file `size` bytes long that `read(offset, count)` reads,
    /// asked for backwards from its end in chunks that double from `chunk`.
    static func entries(size: Int, maxSize: Int, chunk: Int = firstChunk,
                        read: (Int, Int) -> Result<[UInt8], Descriptor.Failure>) -> Result<[ArraySlice<UInt8>], Descriptor.Failure> {
        var window: [UInt8] = []
        var offset = size
        var chunk = max(1, chunk)
        while true {
            let start = max(0, offset - chunk)
            switch read(start, offset - start) {
            case .success(let part): window = part + window
            case .failure(let failure): return .failure(failure)
            }
            offset = start
            if offset == 0 { return .success(Array(QueryHistory.entries(of: window).suffix(maxSize))) }
            if let entries = completeEntries(window, maxSize: maxSize) { return .success(entries) }
            chunk *= 2
        }
    }

    /// The newest `maxSize` entries of a `window` that ends the file but does not start it, when the
    /// window holds them all; nil when more of the file must be read.
    ///
    /// The window's first line may be cut, so it is left out; and only a cut line holding other
    /// bytes than newlines shows that what follows is inside the file, not newlines at its start.
    static func completeEntries(_ window: [UInt8], maxSize: Int) -> [ArraySlice<UInt8>]? {
        let newline = UInt8(ascii: "\n")
        guard let firstNewline = window.firstIndex(of: newline), firstNewline > 0,
              let last = window.lastIndex(where: { $0 != newline }), last > firstNewline else { return nil }
        let entries = window[(firstNewline + 1)...last].split(separator: newline, omittingEmptySubsequences: false)
        return entries.count >= maxSize ? Array(entries.suffix(maxSize)) : nil
    }
}
