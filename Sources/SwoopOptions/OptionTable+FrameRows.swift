/// fzf's frames of the picker's parts: the list, the input (bar and info line), the header and the
/// footer, each with a border and a label of its own.
import SwoopPicker
import SwoopSystem
extension OptionTable {
    static let frames: [Entry] = partRows("list", \.listFrame, what: "the list")
        + partRows("input", \.inputFrame, what: "the bar and the info line")
        + partRows("header", \.headerFrame, what: "the header")
        + [
            Entry("header-lines-border", nil, .optional, "STYLE", .layout,
                  "a frame of their own around the --header-lines (line: a\nline on the list's side)",
                  next: .notAnOption, values: .oneOf(BorderShape.allCases.map(\.rawValue))) { options, value throws(OptionError) in
                options.look.headerLinesBorder = try partShape(value, part: "header-lines", options: options)
            },
            Entry("no-header-lines-border") { options, _ in options.look.headerLinesBorder = nil },
        ]
        + partRows("footer", \.footerFrame, what: "the footer")

    /// `--PART-border`, `--PART-label`, `--PART-label-pos` and their `--no-` forms.
    private static func partRows(_ part: String, _ frame: WritableKeyPath<LookOptions, PartFrame> & Sendable,
                                 what: String) -> [Entry] {
        [
            Entry("\(part)-border", nil, .optional, "STYLE", .layout, "a border around \(what) (styles as --border)",
                  next: .notAnOption, values: .oneOf(BorderShape.allCases.map(\.rawValue))) { options, value throws(OptionError) in
                options.look[keyPath: frame].shape = try partShape(value, part: part, options: options)
            },
            Entry("no-\(part)-border") { options, _ in options.look[keyPath: frame].shape = .none },
            Entry("\(part)-label", nil, .required, "LABEL", .layout, "a label in the border around \(what)") { options, value in
                options.look[keyPath: frame].label = String((value ?? "").prefix { $0 != "\n" })
            },
            Entry("no-\(part)-label") { options, _ in options.look[keyPath: frame].label = "" },
            Entry("\(part)-label-pos", nil, .required, "N[:top|bottom]", .layout, "where that label goes, as --border-label-pos",
                  values: .labelPosition) { options, value throws(OptionError) in
                options.look[keyPath: frame].labelPosition = try LookOptions.labelPosition(value ?? "")
            },
        ]
    }

    /// A part's border style, with fzf's checks: no `line` around the list, `inline`
    /// only for the headers (`part` is `border` for `--border`); no value is the style's own
    /// (`--style=full:STYLE`), else `rounded`.
    static func partShape(_ value: String?, part: String, options: Options) throws(OptionError) -> BorderShape {
        let shape = try borderShape(value, default: options.look.defaultBorder)
        if shape == .line, part == "list", value != nil { throw OptionError("list border cannot be 'line'") }
        if shape == .inline, !part.hasPrefix("header"), part != "footer" {
            throw OptionError("inline border is only supported for --header-border, --header-lines-border, and --footer-border")
        }
        return shape
    }
}
