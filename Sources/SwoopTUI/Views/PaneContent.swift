import SwoopItems

/// What the side pane shows when it is fed from outside: a preview command's output.
package final class PaneContent: PaneLines {
    /// The lines, their escape sequences parsed.
    package var lines: [ANSIText] = [] {
        didSet { version &+= 1 }
    }
    /// Counts changes to `lines`.
    private var version = 0

    package init() {}

    package func line(_ index: Int) -> ANSIText? {
        lines.indices.contains(index) ? lines[index] : nil
    }

    package var identity: PaneTextIdentity { PaneTextIdentity(owner: ObjectIdentifier(self), version: version) }

    /// The lines as they are now, for one frame (the array is shared, not copied, until the output changes).
    package var current: Lines { Lines(lines: lines, identity: identity) }

    /// The pane's lines at one moment: a value that later output does not change.
    package struct Lines: PaneLines {
        /// The lines, their escape sequences parsed.
        package let lines: [ANSIText]
        package let identity: PaneTextIdentity

        package func line(_ index: Int) -> ANSIText? {
            lines.indices.contains(index) ? lines[index] : nil
        }
    }
}
