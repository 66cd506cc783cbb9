/// The rows a list shows: either every item in input order, or a filtered selection.
///
/// Rows are item indices into the `ItemStore`, never copies of the text, so
/// swapping between the full list and the results costs nothing.
public enum Rows: Sendable, Equatable {
    /// Items `0..<count`, in input order.
    case all(count: Int)
    /// The listed item indices, in display order.
    case filtered([Int])
}

extension Rows: RandomAccessCollection {
    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch self {
        case .all(let count): count
        case .filtered(let items): items.count
        }
    }

    /// The item index shown at `position`.
    public subscript(position: Int) -> Int {
        switch self {
        case .all: position
        case .filtered(let items): items[position]
        }
    }

    /// The position at which `item` is listed, if it is.
    public func position(of item: Int) -> Int? {
        switch self {
        case .all(let count): (0..<count).contains(item) ? item : nil
        case .filtered(let items): items.firstIndex(of: item)
        }
    }
}
