import CLibc

extension UnsafePointer<UInt8> {
    /// The eight bytes from `offset` on as one little-endian word, however they are aligned.
    @inlinable @inline(__always)
    package func word(at offset: Int) -> UInt64 {
        swoop_load_word(self + offset)
    }
}
