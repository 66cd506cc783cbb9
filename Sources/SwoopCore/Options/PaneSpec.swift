/// Where a side pane goes and how it looks: fzf's `--preview-window` as parsed, or `--detail`.
public struct PaneSpec: Sendable, Equatable {
    /// The side of the screen the pane takes.
    public enum Position: String, Sendable, CaseIterable {
        case up, down, left, right
    }

    /// The pane's size along the side it takes.
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

        /// Whether it is nothing at all (fzf's `0`: no pane).
        public var isZero: Bool { self == .cells(0) || self == .percent(0) }
    }

    /// How long lines show: cut at the edge, or wrapped (at any character, or at word boundaries).
    public enum Wrap: Sendable, Equatable {
        case none, characters, words
    }

    public var position: Position
    public var size: Size
    /// Starts hidden (`toggle-preview` shows it).
    public var isHidden = false
    public var border = BorderShape.rounded
    public var wrap = Wrap.none
    /// Keeps the end of the output in view as it grows.
    public var follows = false
    /// Scrolling past either end wraps around.
    public var cycles = false
    /// Shows the scroll position in the corner.
    public var showsInfo = true
    /// `+{2}-/2`: where the text starts for each item.
    public var scroll: PaneScrollOffset?
    /// `~N`: the first N lines stay at the top while the rest scrolls.
    public var headerLines = 0
    /// `<N(...)`: the layout used when the screen is narrower (up/down: shorter) than N.
    public var alternative: Alternative?

    /// fzf's `<N(...)`: another layout below a threshold.
    public struct Alternative: Sendable, Equatable {
        /// Columns (rows, for a pane up or down) below which the other layout applies.
        public var threshold: Int
        /// Held in an array so that a spec can hold a spec.
        private var stored: [PaneSpec]

        public init(threshold: Int, spec: PaneSpec) {
            self.threshold = threshold
            stored = [spec]
        }

        /// The layout used below the threshold.
        public var spec: PaneSpec {
            get { stored[0] }
            set { stored[0] = newValue }
        }
    }

    public init(position: Position, size: Size, isHidden: Bool = false, border: BorderShape = .rounded) {
        self.position = position
        self.size = size
        self.isHidden = isHidden
        self.border = border
    }

    /// fzf's default preview window: right, half the width, rounded border.
    public static let preview = PaneSpec(position: .right, size: .percent(50))

    /// `--detail`'s default: right, 40% of the width, a line facing the list, wrapped at word boundaries.
    public static let detail: PaneSpec = {
        var spec = PaneSpec(position: .right, size: .percent(40), border: .line)
        spec.wrap = .words
        return spec
    }()

    /// Whether the pane goes above or below the list.
    public var isVertical: Bool { position == .up || position == .down }

    /// The layout for a screen of `rows` × `columns`: the alternative when the screen is below its threshold.
    public func active(rows: Int, columns: Int) -> PaneSpec {
        guard let alternative else { return self }
        let measured = isVertical ? rows : columns
        return measured < alternative.threshold ? alternative.spec : self
    }

    /// `--preview-border[=STYLE]`: fzf's styles (`inline` reads as `line` for a pane); no value is `rounded`.
    public static func borderShape(_ text: String?) throws(OptionError) -> BorderShape {
        guard let text, !text.isEmpty else { return .rounded }
        guard let shape = BorderShape(rawValue: text) else {
            throw OptionError(
                "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)")
        }
        return shape == .inline ? .line : shape
    }

    /// The border's shape for this side: `line` is the single line facing the list.
    public var resolvedBorder: BorderShape {
        guard border == .line || border == .inline else { return border }
        switch position {
        case .up: return .bottom
        case .down: return .top
        case .left: return .right
        case .right: return .left
        }
    }

    /// Parses `--detail`'s `right:40%`, `bottom:10`, `hidden`, `left`…; missing parts keep `defaults`.
    public static func parse(_ text: String, defaults: PaneSpec, option: String) throws(OptionError) -> PaneSpec {
        var spec = defaults
        for part in text.split(separator: ":", omittingEmptySubsequences: true) {
            if let position = PreviewWindowParser.position(String(part)) {
                spec.position = position
            } else if part == "hidden" {
                spec.isHidden = true
            } else if part.hasSuffix("%"), let share = Int(part.dropLast()), (1...99).contains(share) {
                spec.size = .percent(share)
            } else if let count = Int(part), count > 0 {
                spec.size = .cells(count)
            } else {
                throw OptionError("\(option): '\(part)' is not a side (up, down, left, right), hidden, a size or a percentage")
            }
        }
        return spec
    }
}
