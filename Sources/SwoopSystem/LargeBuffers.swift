import CLibc
import Glibc

/// How the C allocator treats the large arrays each search makes and drops.
package enum LargeBuffers {
    /// Keeps freed arrays of up to 32 MB for reuse instead of handing them back to the kernel:
    /// otherwise each search's keys come from fresh pages, which the kernel zeroes (a tenth of
    /// a one-character search at a million lines). Resident memory stays at its peak.
    package static func keepForReuse() {
        swoop_keep_freed_blocks(Int32(reusedSize))
    }

    /// The largest freed array kept for reuse, in bytes.
    package static let reusedSize = 32 << 20
}

extension LargeBuffers {
    /// Gives the pages wholly within `byteCount` bytes from `start` back to the system: they
    /// cost nothing until touched again, and then read as zeros.
    package static func releasePages(from start: UnsafeMutableRawPointer, byteCount: Int) {
        let pageSize = Int(getpagesize())
        guard pageSize > 0, byteCount > 0 else { return }
        let address = Int(bitPattern: start)
        let firstPage = (address + pageSize - 1) / pageSize * pageSize
        let pastLastPage = (address + byteCount) / pageSize * pageSize
        guard pastLastPage > firstPage, let pointer = UnsafeMutableRawPointer(bitPattern: firstPage) else { return }
        _ = madvise(pointer, pastLastPage - firstPage, Int32(MADV_DONTNEED))
    }
}
