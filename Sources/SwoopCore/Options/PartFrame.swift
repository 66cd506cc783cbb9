/// A frame of one part of the picker (`--list-border`, `--input-border`, `--header-border`):
/// its shape and its label.
public struct PartFrame: Sendable, Equatable {
    /// The border's shape (`none`: no frame).
    public var shape = BorderShape.none
    /// The label in its top (or bottom) line.
    public var label = ""
    public var labelPosition = LookOptions.LabelPosition()

    public init(shape: BorderShape = .none) {
        self.shape = shape
    }
}
