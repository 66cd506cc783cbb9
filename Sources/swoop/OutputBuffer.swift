import Glibc

/// Collects output and writes it to stdout in large blocks.
struct OutputBuffer {
    private var bytes: [UInt8] = []
    private let blockSize = 1 << 16
    /// False once a write has failed (stdout closed): later writes are dropped.
    private(set) var isHealthy = true

    /// Appends `data`, writing out a block when one is full.
    mutating func append(_ data: some Collection<UInt8>) {
        bytes.append(contentsOf: data)
        if bytes.count >= blockSize { _ = flush() }
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes everything collected; false when stdout is gone.
    mutating func flush() -> Bool {
        var offset = 0
        while isHealthy, offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written <= 0 { isHealthy = false }
            offset += max(0, written)
        }
        bytes.removeAll(keepingCapacity: true)
        return isHealthy
    }
}
