/// A frame of one part of the picker (`--list-border`, `--input-border`, `--header-border`):
/// its shape and its label.
import SwoopPicker
package struct PartFrame: Sendable, Equatable {
    /// The border's shape (`none`: no frame).
    package var shape = BorderShape.none
    /// The label in its top (or bottom) line.
    package var label = ""
    package var labelPosition = LookOptions.LabelPosition()

    package init(shape: BorderShape = .none) {
        self.shape = shape
    }
}
