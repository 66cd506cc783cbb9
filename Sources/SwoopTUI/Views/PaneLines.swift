import SwoopCore

/// Text for the side pane, read a line at a time, so that only the lines that show are built.
public protocol PaneLines {
    /// Line `index`, or nil past the last: how many there are is found only by reading that far.
    func line(_ index: Int) -> ANSIText?
    /// Stays the same while the lines do: wrapping worked out for them is kept until it changes.
    var identity: PaneTextIdentity { get }
}

/// Which text a pane shows: its owner and, for the owner, which version or record.
public struct PaneTextIdentity: Hashable, Sendable {
    public var owner: ObjectIdentifier
    public var version: Int

    public init(owner: ObjectIdentifier, version: Int) {
        self.owner = owner
        self.version = version
    }
}
