import SwoopItems

/// Text for the side pane, read a line at a time, so that only the lines that show are built.
package protocol PaneLines {
    /// Line `index`, or nil past the last: how many there are is found only by reading that far.
    func line(_ index: Int) -> ANSIText?
    /// Stays the same while the lines do: wrapping worked out for them is kept until it changes.
    var identity: PaneTextIdentity { get }
}

/// Which text a pane shows: its owner and, for the owner, which version or record.
package struct PaneTextIdentity: Hashable, Sendable {
    package var owner: ObjectIdentifier
    package var version: Int

    package init(owner: ObjectIdentifier, version: Int) {
        self.owner = owner
        self.version = version
    }
}
