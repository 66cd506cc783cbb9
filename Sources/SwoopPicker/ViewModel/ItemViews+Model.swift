/// Showing a set of item views in the picker.
import SwoopItems
extension ItemViews {
    /// Sets up `model` to show and highlight these views.
    package func configure(_ model: SearchViewModel) {
        if shown !== searched { model.displayStore = shown }
        model.searchedFields = searchedProjection
        // Colours are offsets in the whole line: only when the line is shown whole.
        if spec.parsesANSI, spec.shownFields == nil { model.ansiSource = original }
        // Remembered picks are the lines as read: found again among new items (a reload).
        if let frecency = model.frecency { model.remember(frecency, in: original) }
    }
}
