import Glibc
import SwoopSystem

/// A growable array of trivial values at a fixed address.
///
/// It reserves a large range of virtual memory once (`MAP_NORESERVE`: pages
/// cost nothing until written), so growing never copies or moves the
/// elements: readers can keep pointers while a writer appends, and peak
/// memory is what is stored, not twice that as with a doubling array.
final class ReservedBuffer<Element: BitwiseCopyable>: @unchecked Sendable {
    /// The first element; valid for `capacity` elements for the buffer's lifetime.
    let base: UnsafeMutablePointer<Element>
    /// How many elements fit.
    let capacity: Int
    private let mappedBytes: Int

    /// Reserves room for up to `maximumCount` elements, or fewer if the system refuses that much.
    init(maximumCount: Int) {
        var bytes = max(1, maximumCount) * MemoryLayout<Element>.stride
        var region: UnsafeMutableRawPointer?
        while region == nil {
            let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
            if let address, address != MAP_FAILED {
                region = address
            } else if bytes > 1 << 24 {
                bytes /= 4
            } else {
                break
            }
        }
        if let region {
            // No large pages: measured, they made loading ten million lines slower (each
            // 2 MB page zeroed at once) and held up to 2 MB more of each buffer resident; for a
            // file read whole they saved 5-8% at 1M but cost seconds of compaction at 10M.
            base = region.bindMemory(to: Element.self, capacity: bytes / MemoryLayout<Element>.stride)
            capacity = bytes / MemoryLayout<Element>.stride
            mappedBytes = bytes
        } else {
            // Out of address space: an empty buffer that reports it is full.
            base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
            capacity = 0
            mappedBytes = 0
        }
    }

    /// Gives the pages wholly within elements `range` back to the system: they read as zero
    /// if touched again, and cost nothing until then.
    func release(_ range: Range<Int>) {
        guard range.lowerBound >= 0, range.upperBound <= capacity else { return }
        let width = MemoryLayout<Element>.stride
        LargeBuffers.releasePages(from: UnsafeMutableRawPointer(base + range.lowerBound), byteCount: range.count * width)
    }

    /// Maps `byteCount` bytes of the file open on `descriptor`, from `offset` (a multiple of the
    /// page size), over the start of the buffer, privately (writes stay here); whether it did.
    /// The pages are the file's own, read in as they are touched: nothing is copied.
    func mapFile(_ descriptor: Int32, offset: Int, byteCount: Int) -> Bool {
        guard byteCount > 0, byteCount <= mappedBytes, offset >= 0 else { return false }
        let address = mmap(UnsafeMutableRawPointer(base), byteCount, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_FIXED, descriptor, off_t(offset))
        return address != MAP_FAILED
    }

    deinit {
        if mappedBytes > 0 {
            munmap(UnsafeMutableRawPointer(base), mappedBytes)
        } else {
            base.deallocate()
        }
    }
}
