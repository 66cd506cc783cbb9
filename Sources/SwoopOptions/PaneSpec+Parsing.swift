/// Reading a pane's layout and border from the command line (`--preview-border`, `--detail`).
import SwoopPicker
import SwoopSystem
extension PaneSpec {
    /// `--preview-border[=STYLE]`: fzf's styles (`inline` reads as `line` for a pane); no value is
    /// `defaultShape` (`rounded`, or `--style=full:STYLE`'s).
    package static func borderShape(_ text: String?, default defaultShape: BorderShape = .rounded) throws(OptionError) -> BorderShape {
        guard let text, !text.isEmpty else { return defaultShape }
        guard let shape = BorderShape(rawValue: text) else {
            throw OptionError(
                "invalid border style (expected: rounded|sharp|bold|block|thinblock|double|dashed|horizontal|vertical|top|bottom|left|right|line|inline|none)")
        }
        return shape == .inline ? .line : shape
    }

    /// Parses `--detail`'s `right:40%`, `bottom:10`, `hidden`, `left`…; missing parts keep `defaults`.
    package static func parse(_ text: String, defaults: PaneSpec, option: String) throws(OptionError) -> PaneSpec {
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
