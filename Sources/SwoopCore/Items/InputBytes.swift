import Glibc

/// The input's raw bytes in one place that never moves: a mapped regular
/// file, or a reserved buffer filled by reads (a pipe, a terminal).
public final class InputBytes: @unchecked Sendable {
    /// The first byte.
    public let base: UnsafePointer<UInt8>
    /// Bytes held.
    public private(set) var count = 0
    /// The growable buffer behind `base`, unless a file is mapped.
    private let reserved: ReservedBuffer<UInt8>?
    /// The mapped file's region, to unmap.
    private let mapping: (address: UnsafeMutableRawPointer, length: Int)?

    /// An empty buffer to read or append into, reserving address space for very large inputs.
    public init() {
        let reserved = ReservedBuffer<UInt8>(maximumCount: 1 << 40)
        self.reserved = reserved
        base = UnsafePointer(reserved.base)
        mapping = nil
    }

    private init(mapped address: UnsafeMutableRawPointer, length: Int) {
        base = UnsafePointer(address.assumingMemoryBound(to: UInt8.self))
        count = length
        reserved = nil
        mapping = (address, length)
    }

    deinit {
        if let mapping { munmap(mapping.address, mapping.length) }
    }

    /// Everything readable from `descriptor`: a regular file is mapped, anything else read to its end.
    public static func read(descriptor: Int32, name: String) throws(ItemSource.ReadError) -> InputBytes {
        if let mapped = mapping(descriptor: descriptor) { return mapped }
        let input = InputBytes()
        while true {
            guard let buffer = input.readBuffer(maximum: 1 << 20) else {
                throw ItemSource.ReadError(description: "cannot read \(name): input too large")
            }
            switch Descriptor.read(descriptor, into: buffer) {
            case .success(0): return input
            case .success(let received): input.commitRead(length: received)
            case .failure(let failure): throw ItemSource.ReadError(description: "cannot read \(name): \(failure)")
            }
        }
    }

    /// The regular file open on `descriptor`, mapped; nil when it is not one or cannot be mapped.
    static func mapping(descriptor: Int32) -> InputBytes? {
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 else { return nil }
        let length = Int(info.st_size)
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        madvise(address, length, MADV_SEQUENTIAL)
        return InputBytes(mapped: address, length: length)
    }

    /// Splits the first `length` bytes into about `segments` parts for parallel work: the
    /// boundaries, each just after a separator so no line is cut, from 0 to `length`.
    func segmentBounds(length: Int, separator: UInt8, segments: Int) -> [Int] {
        var bounds = [0]
        for segment in 1..<max(1, segments) {
            var boundary = max(length * segment / segments, bounds[bounds.count - 1])
            if let found = memchr(base + boundary, Int32(separator), length - boundary) {
                boundary = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found)) + 1
            } else {
                boundary = length
            }
            bounds.append(boundary)
        }
        bounds.append(length)
        return bounds
    }

    /// Whether bytes can be added (not a mapped file).
    var isGrowable: Bool { reserved != nil }

    /// A place to read up to `maximum` bytes into, or nil when full (or a mapped file).
    func readBuffer(maximum: Int) -> UnsafeMutableRawBufferPointer? {
        guard let reserved else { return nil }
        let room = min(maximum, reserved.capacity - count - 1)
        guard room > 0 else { return nil }
        return UnsafeMutableRawBufferPointer(start: reserved.base + count, count: room)
    }

    /// Takes `length` bytes just read into `readBuffer`.
    func commitRead(length: Int) {
        count += length
    }

    /// Appends `bytes`; false when full (or a mapped file).
    @discardableResult
    func append(_ bytes: some Collection<UInt8>) -> Bool {
        guard let reserved, count + bytes.count < reserved.capacity else { return false }
        _ = UnsafeMutableBufferPointer(start: reserved.base + count, count: bytes.count).initialize(from: bytes)
        count += bytes.count
        return true
    }
}
