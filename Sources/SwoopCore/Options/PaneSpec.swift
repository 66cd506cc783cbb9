/// Where a side pane goes and how big it is: `right|bottom|hidden[:SIZE]`, SIZE in cells or `N%`.
public struct PaneSpec: Sendable, Equatable {
    public enum Position: String, Sendable, CaseIterable {
        case right, bottom, hidden
    }

    public enum Size: Sendable, Equatable {
        case cells(Int)
        case percent(Int)

        /// The size out of `total` cells.
        public func cells(of total: Int) -> Int {
            switch self {
            case .cells(let count): min(count, total)
            case .percent(let share): total * share / 100
            }
        }
    }

    public var position: Position
    public var size: Size

    public init(position: Position, size: Size) {
        self.position = position
        self.size = size
    }

    /// Parses `right:40%`, `bottom:10`, `hidden`, `right`; missing parts keep `defaults`.
    public static func parse(_ text: String, defaults: PaneSpec, option: String) throws(OptionError) -> PaneSpec {
        var spec = defaults
        for part in text.split(separator: ":", omittingEmptySubsequences: true) {
            if let position = Position(rawValue: String(part)) {
                spec.position = position
            } else if part.hasSuffix("%"), let share = Int(part.dropLast()), (1...99).contains(share) {
                spec.size = .percent(share)
            } else if let count = Int(part), count > 0 {
                spec.size = .cells(count)
            } else {
                throw OptionError("\(option): '\(part)' is not right, bottom, hidden, a size or a percentage")
            }
        }
        return spec
    }
}
