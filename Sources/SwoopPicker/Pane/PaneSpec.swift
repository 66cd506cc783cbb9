/// Where a side pane goes and how it looks: fzf's `--preview-window` as parsed, or `--detail`.
package struct PaneSpec: Sendable, Equatable {
    /// The side of the screen the pane takes; `next`: beside the input, on the list's side (above it
    /// unless the layout is `reverse`).
    package enum Position: String, Sendable, CaseIterable {
        case up, down, left, right, next
    }

    /// The pane's size along the side it takes.
    package enum Size: Sendable, Equatable {
        case cells(Int)
        case percent(Int)

        /// The size out of `total` cells: a share worked out in fzf's floating point, `total × 0.01 × share`
        /// rounded down (so 50% of 116 is 57, as fzf draws it).
        package func cells(of total: Int) -> Int {
            switch self {
            case .cells(let count): min(count, total)
            case .percent(let share): Int(Double(total) * 0.01 * Double(share))
            }
        }

        /// Whether it is nothing at all (fzf's `0`: no pane).
        package var isZero: Bool { self == .cells(0) || self == .percent(0) }
    }

    /// How long lines show: cut at the edge, or wrapped (at any character, or at word boundaries).
    package enum Wrap: Sendable, Equatable {
        case none, characters, words
    }

    package var position: Position
    package var size: Size
    /// Starts hidden (`toggle-preview` shows it).
    package var isHidden = false
    package var border = BorderShape.rounded
    package var wrap = Wrap.none
    /// Keeps the end of the output in view as it grows.
    package var follows = false
    /// Scrolling past either end wraps around.
    package var cycles = false
    /// Shows the scroll position in the corner.
    package var showsInfo = true
    /// `+{2}-/2`: where the text starts for each item.
    package var scroll: PaneScrollOffset?
    /// `~N`: the first N lines stay at the top while the rest scrolls.
    package var headerLines = 0
    /// `<N(...)`: the layout used when the screen is narrower (up/down: shorter) than N.
    package var alternative: Alternative?

    /// fzf's `<N(...)`: another layout below a threshold.
    package struct Alternative: Sendable, Equatable {
        /// Columns (rows, for a pane up or down) below which the other layout applies.
        package var threshold: Int
        /// Held in an array so that a spec can hold a spec.
        private var stored: [PaneSpec]

        package init(threshold: Int, spec: PaneSpec) {
            self.threshold = threshold
            stored = [spec]
        }

        /// The layout used below the threshold.
        package var spec: PaneSpec {
            get { stored[0] }
            set { stored[0] = newValue }
        }
    }

    package init(position: Position, size: Size, isHidden: Bool = false, border: BorderShape = .rounded) {
        self.position = position
        self.size = size
        self.isHidden = isHidden
        self.border = border
    }

    /// fzf's default preview window: right, half the width, rounded border.
    package static let preview = PaneSpec(position: .right, size: .percent(50))

    /// `--detail`'s default: right, 40% of the width, a line facing the list, wrapped at word boundaries.
    package static let detail: PaneSpec = {
        var spec = PaneSpec(position: .right, size: .percent(40), border: .line)
        spec.wrap = .words
        return spec
    }()

    /// Whether the pane goes above or below the list (or the input).
    package var isVertical: Bool { position == .up || position == .down || position == .next }

    /// This layout and its alternative's, in turn.
    package var layouts: [PaneSpec] { [self] + (alternative.map { $0.spec.layouts } ?? []) }

    /// The spec with every layout hidden, or every one shown (their `hidden` kept apart, in `PaneState`).
    package func hidingLayouts(_ hidden: Bool) -> PaneSpec {
        var spec = self
        spec.isHidden = hidden
        if let alternative { spec.alternative?.spec = alternative.spec.hidingLayouts(hidden) }
        return spec
    }

    /// The layout for a screen of `rows` × `columns`: the alternative when the screen is below its threshold.
    package func active(rows: Int, columns: Int) -> PaneSpec {
        guard let alternative else { return self }
        let measured = isVertical ? rows : columns
        return measured < alternative.threshold ? alternative.spec : self
    }

    /// The border's shape for this side: `line` is the single line facing the list (above a `next` pane,
    /// which `placedNext(reverse:)` turns for the `reverse` layout).
    package var resolvedBorder: BorderShape {
        guard border == .line || border == .inline else { return border }
        switch position {
        case .up: return .bottom
        case .down, .next: return .top
        case .left: return .right
        case .right: return .left
        }
    }

    /// A `next` pane as placed: its `line` border turned to face the list, below it in the `reverse`
    /// layout (where the list is below the input), above it otherwise, as fzf turns it.
    package func placedNext(reverse: Bool) -> PaneSpec {
        var spec = self
        if border == .line || border == .inline { spec.border = reverse ? .bottom : .top }
        return spec
    }
}
