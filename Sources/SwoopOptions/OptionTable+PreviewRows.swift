/// The preview's options: the command, its window (fzf's `--preview-window` grammar), border, label and wrap sign.
import SwoopPicker
import SwoopSystem
extension OptionTable {
    /// fzf's border styles, as `--preview-border` takes them.
    private static let paneBorders = ["rounded", "sharp", "bold", "block", "thinblock", "double", "dashed", "horizontal", "vertical",
                                      "top", "bottom", "left", "right", "line", "inline", "none"]

    static let preview: [Entry] = [
        Entry("preview", nil, .required, "CMD", .fieldsAndPanes, "show CMD's output for the highlighted line ({} {1} {q})") {
            $0.previewCommand = $1
        },
        Entry("no-preview") { options, _ in options.previewCommand = nil },
        Entry("preview-window", nil, .required, "OPTS", .fieldsAndPanes,
              "where the preview goes and how: up|down|left|right, SIZE[%],\nborder-STYLE, wrap, follow, cycle, hidden, +SCROLL[/DENOM],\n~HEADER_LINES, default, <N(ALTERNATIVE)",
              values: .suggested(["up", "down", "left", "right", "wrap", "follow", "cycle", "hidden", "noborder", "default"])) {
            options, value throws(OptionError) in
            options.previewWindow = try PreviewWindowParser.parse(value ?? "", defaults: options.previewWindow)
        },
        Entry("preview-border", nil, .optional, "STYLE", .fieldsAndPanes, "the preview's border (default rounded)",
              next: .notAnOption, values: .oneOf(paneBorders)) { options, value throws(OptionError) in
            options.previewWindow.border = try PaneSpec.borderShape(value, default: options.look.defaultBorder)
        },
        Entry("no-preview-border") { options, _ in options.previewWindow.border = .none },
        Entry("preview-label", nil, .required, "LABEL", .fieldsAndPanes, "a label on the preview's border") {
            $0.previewLabel.text = $1 ?? ""
        },
        Entry("no-preview-label") { options, _ in options.previewLabel.text = "" },
        Entry("preview-label-pos", nil, .required, "N[:bottom]", .fieldsAndPanes,
              "where the label goes: a column (negative: from the right),\ncenter, top or bottom", values: .labelPosition) {
            options, value throws(OptionError) in
            try options.previewLabel.setPosition(value ?? "")
        },
        Entry("preview-wrap-sign", nil, .required, "STR", .fieldsAndPanes, "starts the wrapped part of a preview line (default \"↳ \")") {
            $0.previewWrapSign = $1
        },
    ]
}
