/// Groups scalars into grapheme clusters as terminals draw them, scalar by scalar, and tells the columns each adds.
///
/// Modern terminals (kitty, WezTerm, foot, iTerm2, tmux 3.x) give a cluster
/// the width of its first scalar, except that an emoji presentation selector
/// (U+FE0F) widens it to two columns and a pair of regional indicators (a
/// flag) takes two. Parts that continue a cluster add nothing: combining
/// marks and other zero-width scalars, a zero width joiner and the pictograph
/// after it (👩‍💻), a skin-tone modifier after an emoji (👍🏽). A lone
/// regional indicator keeps the width `wcwidth` gives it.
///
/// Only these rules are kept, not the whole of UAX #29: they are the ones
/// where terminals' widths differ from the sum of `wcwidth`s. The state is a
/// few flags, so measuring allocates nothing.
package struct ClusterWidth: Sendable {
    /// What one scalar does: whether it continues the cluster before it, and the columns it adds.
    package struct Step: Equatable, Sendable {
        /// Whether the scalar belongs to the cluster before it (a layout never splits them).
        package var extends: Bool
        /// Columns the scalar adds: its width when it starts a cluster, what it widens the cluster by otherwise.
        package var columns: Int
    }

    /// Columns of the cluster so far; 0 before the first.
    private var clusterColumns = 0
    /// Whether the cluster so far is one regional indicator, waiting for its pair.
    private var regionalIsOpen = false
    /// Whether the last scalar was a zero width joiner inside a cluster.
    private var afterJoiner = false

    /// A measure starting before any cluster (a row's start).
    package init() {}

    /// The step for `scalar`, which alone is `width` columns wide (as `DisplayText` draws it).
    @inline(__always)
    package mutating func step(_ scalar: Unicode.Scalar, width: Int) -> Step {
        let value = scalar.value
        // Printable ASCII always starts a cluster of one column.
        if value < 0x7F, value >= 0x20 {
            (clusterColumns, regionalIsOpen, afterJoiner) = (1, false, false)
            return Step(extends: false, columns: 1)
        }
        return slowStep(scalar, width: width)
    }

    /// `step` for anything other than printable ASCII.
    private mutating func slowStep(_ scalar: Unicode.Scalar, width: Int) -> Step {
        let value = scalar.value
        let inCluster = clusterColumns > 0
        let joined = afterJoiner
        afterJoiner = false
        let isRegional = (0x1F1E6...0x1F1FF).contains(value)
        if inCluster, value >= 0x20, value != 0x7F {
            if joined, width == 2 || scalar.properties.isEmoji {
                regionalIsOpen = false
                return Step(extends: true, columns: 0)
            }
            switch value {
            case 0x200D:
                afterJoiner = true
                return Step(extends: true, columns: 0)
            case 0xFE0F:
                return widen(to: 2)
            case 0x1F3FB...0x1F3FF where clusterColumns == 2:
                return Step(extends: true, columns: 0)
            default:
                break
            }
            if isRegional, regionalIsOpen {
                regionalIsOpen = false
                return widen(to: 2)
            }
            if width == 0 {
                return Step(extends: true, columns: 0)
            }
        }
        clusterColumns = max(width, 0)
        regionalIsOpen = isRegional
        return Step(extends: false, columns: width)
    }

    /// The cluster made at least `columns` wide: the step that continues it.
    private mutating func widen(to columns: Int) -> Step {
        let added = max(0, columns - clusterColumns)
        clusterColumns += added
        return Step(extends: true, columns: added)
    }
}
