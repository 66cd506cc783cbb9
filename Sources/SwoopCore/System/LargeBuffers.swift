import CLibc

/// How the C allocator treats the large arrays each search makes and drops.
public enum LargeBuffers {
    /// Keeps freed arrays of up to 32 MB for reuse instead of handing them back to the kernel:
    /// otherwise each search's keys come from fresh pages, which the kernel zeroes (a tenth of
    /// a one-character search at a million lines). Resident memory stays at its peak.
    public static func keepForReuse() {
        swoop_keep_freed_blocks(32 << 20)
    }
}
