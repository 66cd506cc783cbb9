/// Some of a line's fields, joined, and where each piece came from in the line.
///
/// Used for `--with-nth` (what is shown), `--nth` (what is searched) and
/// `--accept-nth` (what is printed); the pieces map positions in the
/// projection back to the line, for highlighting.
public struct FieldProjection: Sendable, Equatable {
    /// One field copied into the projection.
    public struct Piece: Sendable, Equatable {
        /// Where it starts in the projection.
        public var projected: Int
        /// Where it starts in the line.
        public var source: Int
        public var length: Int
    }

    /// The selected fields, joined.
    public var bytes: [UInt8] = []
    public var pieces: [Piece] = []

    /// Projects `line` through `ranges` (all fields when `ranges` is empty: the line itself).
    public init(_ line: UnsafeBufferPointer<UInt8>, splitter: FieldSplitter, ranges: [FieldRange]) {
        guard !ranges.isEmpty else {
            bytes = Array(line)
            pieces = [Piece(projected: 0, source: 0, length: line.count)]
            return
        }
        let fields = splitter.fields(of: line)
        for range in ranges {
            for index in range.indices(count: fields.count) {
                if !pieces.isEmpty { bytes += splitter.joiner }
                let field = fields[index]
                pieces.append(Piece(projected: bytes.count, source: field.lowerBound, length: field.count))
                bytes += line[field]
            }
        }
    }

    /// The line offset of projection offset `offset`, if it lies in a piece.
    public func sourceOffset(of offset: Int) -> Int? {
        for piece in pieces where offset >= piece.projected && offset < piece.projected + piece.length {
            return piece.source + offset - piece.projected
        }
        return nil
    }
}

extension ItemStore {
    /// A store of `original`'s items projected through `ranges`, header lines included, same order.
    public convenience init(projecting original: ItemStore, splitter: FieldSplitter, ranges: [FieldRange]) {
        self.init(headerCount: original.headerCount)
        for index in 0..<original.readHeaderCount {
            append(original.headerLine(index).map { FieldProjection($0, splitter: splitter, ranges: ranges).bytes } ?? [])
        }
        for index in 0..<original.count {
            append(FieldProjection(original[index], splitter: splitter, ranges: ranges).bytes)
        }
    }
}
