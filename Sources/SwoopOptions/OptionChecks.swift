/// fzf's checks of options that only fail together (its `validateOptions`), made once every option is read.
import SwoopSystem
enum OptionChecks {
    /// `options`, or the error fzf gives for the first rule they break.
    static func validate(_ options: Options) throws(OptionError) {
        let look = options.look
        if let height = options.height, height.isAdaptive, options.tmuxPopup == nil {
            for (edges, name) in [(look.margin, "margin"), (look.padding, "padding")] {
                for edge in [edges.top, edges.bottom] {
                    if case .percent = edge { throw OptionError("adaptive height is not compatible with top/bottom percent \(name)") }
                }
            }
        }
        if options.colors.flatMap(\.settings).contains(where: { $0.element == .nth && $0.color != nil }) {
            throw OptionError(
                "only ANSI attributes are allowed for 'nth' (regular, bold, underline, reverse, dim, italic, strikethrough)")
        }
        if look.headerFrame.shape == .inline, let lines = look.headerLinesBorder, lines != .inline, lines != .none {
            throw OptionError("--header-border=inline requires --header-lines-border to be inline or unset")
        }
    }
}
