import SwoopOptions
import SwoopPicker

/// Stacks the picker's parts in the area the pane leaves, as fzf 0.74 does with `--list-border`,
/// `--input-border`, `--header-border` and `--header-lines-border`.
///
/// Without a frame of the input's (or the header's) own, the bar, info line and headers stay
/// inside the list's frame. With one, each part is a section of its own, from the input's side:
/// the input, the header, the header lines (`--header-lines-border`), then the list in what is
/// left; on top with the `reverse` layout, at the bottom otherwise. The footer (`--footer`) takes the
/// list's far side, outside its frame (inside it when `inline`).
struct FrameStack {
    /// The rows of one section: the input's, the header's, the header lines' or the list's.
    struct Placed {
        /// Where its parts go (inside its border).
        var inner: ScreenRect
        /// Its border, if drawn.
        var section: PickerFrame.Section?
    }

    var layout = Options.Layout.reverse
    var look = LookOptions()
    /// Rows the bar, the rule and the info line take together.
    var inputRows = 1
    /// `--header` lines shown.
    var headerTextRows = 0
    /// `--header-lines` shown.
    var headerLineRows = 0
    /// `--footer` lines.
    var footerRows = 0
    /// The rows of a pane at `next` (`--preview-window next`), which goes beside the input on the list's
    /// side and gives the input a section of its own; nil without one.
    var nextPaneRows: Int?
    /// With `next` in the pane's layouts: whether every layout is a shown `next` pane with a border line
    /// toward the input, which then stands for the separator (fzf's `separatedByBorder`); nil without.
    var nextPaneFacesInput: Bool?

    /// The input's section (the bar, the rule, the info line, and the headers when `header` is nil).
    var input = Placed(inner: ScreenRect(rows: 0, columns: 0))
    /// The header's section, when the header has one of its own.
    var header: Placed?
    /// The header lines' section, when they have one of their own.
    var headerLines: Placed?
    /// The footer's section, when there is a footer.
    var footer: Placed?
    /// Where the `next` pane goes (its border included), when it has rows.
    var nextPane: ScreenRect?
    /// The list's section.
    var list = Placed(inner: ScreenRect(rows: 0, columns: 0))
    /// Whether the bar, info line and headers take the list's first rows (no section of their own).
    var sharesListArea = true

    /// Whether `inline` headers go inside the list's frame: only when it has a top and a bottom (else
    /// they are `line`).
    private var allowsInline: Bool {
        let list = BorderStyle(look.listFrame.shape)
        return list.hasTop && list.hasBottom
    }

    /// A border's style by fzf's rules: `line` (and `inline` where it is not allowed) turned to the
    /// side facing the list.
    private func style(_ shape: BorderShape, faceListOnTop: Bool) -> BorderStyle {
        var shape = shape
        if shape == .line || shape == .inline { shape = faceListOnTop ? .bottom : .top }
        return BorderStyle(shape, unicode: look.usesUnicode)
    }

    /// Whether a border line already lies between the input and the section next to it, making the
    /// separator redundant (fzf leaves its default separator out then: `separatedByBorder`).
    var separatesInput: Bool {
        let atTop = layout == .reverse
        // The input's own border on the side facing the list (`line` is that side).
        let input = look.inputFrame.shape == .line ? (atTop ? BorderShape.bottom : .top) : look.inputFrame.shape
        if atTop ? BorderStyle(input).hasBottom : BorderStyle(input).hasTop { return true }
        // A `next` pane is the section beside the input, before any below.
        if let nextPaneFacesInput { return nextPaneFacesInput }
        let (hasLinesWindow, linesShape) = headerLinesWindow
        let hasHeaderWindow = hasLinesWindow ? headerTextRows > 0
            : look.headerFrame.shape != .none || look.headerFirst ? headerTextRows + headerLineRows > 0
            : look.inputFrame.shape != .none
        // The input is inside the list's frame: no border between them.
        guard look.inputFrame.shape != .none || hasHeaderWindow || hasLinesWindow else { return false }
        func facesInput(_ shape: BorderShape?) -> Bool { shape.map { Self.facesInput($0, layout: layout) } ?? false }
        // With `--header-first` the header is past the input, not beside it.
        if hasHeaderWindow, headerTextRows + headerLineRows > 0, look.headerFrame.shape != .inline, !look.headerFirst {
            return facesInput(look.headerFrame.shape)
        }
        if hasLinesWindow, layout != .reverseList, hasHeaderWindow || !look.headerFirst { return facesInput(linesShape) }
        return facesInput(look.listFrame.shape)
    }

    /// Whether a section of this shape beside the input draws a line toward it (fzf's `borderFacingInput`).
    static func facesInput(_ shape: BorderShape, layout: Options.Layout) -> Bool {
        if shape == .inline { return true }
        return layout == .reverse ? BorderStyle(shape).hasTop : BorderStyle(shape).hasBottom
    }

    /// Whether the header lines have a section of their own by fzf's rule, and its shape (nil: one
    /// that draws nothing); fzf's `determineHeaderLinesShape`.
    private var headerLinesWindow: (Bool, BorderShape?) {
        guard headerLineRows > 0 else { return (false, BorderShape.none) }
        if let shape = look.headerLinesBorder { return (true, shape) }
        let shape = headerTextRows == 0 && look.headerFrame.shape != .none ? look.headerFrame.shape : nil
        if layout == .reverseList { return (true, shape) }
        // `--header-first` gives them a borderless section of their own, past the input without `--header`.
        if look.headerFirst, headerTextRows > 0 || shape == nil { return (true, shape) }
        return (false, headerTextRows == 0 ? look.headerFrame.shape : BorderShape.none)
    }

    /// The header lines' own frame: `--header-lines-border`, or in `reverse-list` (where fzf puts them
    /// over the list) the header's frame when there is no `--header` text, else none; with
    /// `--header-first`, none (they go past the input without `--header` text, unless the header has a
    /// frame, which then holds them); nil: with the header.
    private var linesShape: BorderShape? {
        if let shape = look.headerLinesBorder { return shape }
        guard headerLineRows > 0 else { return nil }
        if layout == .reverseList { return headerTextRows == 0 ? look.headerFrame.shape : BorderShape.none }
        guard look.headerFirst, headerTextRows > 0 || look.headerFrame.shape == .none else { return nil }
        return BorderShape.none
    }

    /// Whether the header lines' section is on the far side of the list (`reverse-list`), read top down.
    var linesAboveList: Bool { layout == .reverseList && linesShape != nil && headerLineRows > 0 }

    /// Lays the sections out in `area`.
    mutating func place(in area: ScreenRect) {
        let atTop = layout == .reverse
        let listStyle = BorderStyle(look.listFrame.shape == .line ? .none : look.listFrame.shape, unicode: look.usesUnicode)
        // `--no-input`: no input section, and no frame of its own.
        let inputStyle = style(look.hidesInput ? .none : look.inputFrame.shape, faceListOnTop: atTop)
        let headerStyle = style(look.headerFrame.shape, faceListOnTop: atTop)
        let linesStyle = linesShape.map { style($0, faceListOnTop: layout != .default) }
        let hasLinesSection = linesStyle != nil && headerLineRows > 0
        let headerRows = headerTextRows + (hasLinesSection ? 0 : headerLineRows)
        let hasHeaderSection = headerRows > 0 && (headerStyle.isVisible || inputStyle.isVisible || hasLinesSection || look.headerFirst)
        // The footer, on the list's far side from the input: a section of its own, or inside the list's frame.
        let footerOnTop = !atTop
        let inlineFooter = allowsInline && look.footerFrame.shape == .inline
        let hasOwnFooter = footerRows > 0 && !inlineFooter
        guard inputStyle.isVisible || hasHeaderSection || hasLinesSection || nextPaneRows != nil else {
            // One section: the list's frame around everything (but the footer).
            var area = area
            if hasOwnFooter { footer = takeFooter(from: &area, leaving: inputRows, onTop: footerOnTop) }
            var inner = Self.listInner(area, listStyle)
            // The bar and the info line stop a column short of the list's right side, as fzf's do (its
            // info line ends in a blank there, in the scrollbar's column, when that is kept).
            input = Placed(inner: inner.inset(right: listStyle.hasRight && !look.reservesScrollbarColumn ? 1 : 0))
            if footerRows > 0, inlineFooter {
                // The input shares the frame: its rows are left to it first, as fzf leaves them.
                footer = Self.takeInline(footerRows, .footer, onTop: footerOnTop, from: &inner, edge: area, style: listStyle,
                                         leaving: inputRows)
            }
            list = Placed(inner: inner, section: section(.list, area, listStyle))
            return
        }
        sharesListArea = false
        var rest = area
        func take(_ rows: Int, _ kind: PickerFrame.Section.Kind, _ style: BorderStyle, fromTop: Bool = atTop) -> Placed {
            let height = min(rest.height, rows + style.insets.top + style.insets.bottom)
            let rect: ScreenRect
            if fromTop {
                rect = ScreenRect(rows: rest.top..<(rest.top + height), columns: rest.columns)
                rest = rest.inset(top: height)
            } else {
                rect = ScreenRect(rows: (rest.rows.upperBound - height)..<rest.rows.upperBound, columns: rest.columns)
                rest = rest.inset(bottom: height)
            }
            return Placed(inner: style.inner(rect), section: section(kind, rect, style))
        }
        let inlineHeader = allowsInline && look.headerFrame.shape == .inline
        let inlineLines = allowsInline && look.headerLinesBorder == .inline
        // `--header-first`: the header's section (or, without one, the header lines') at the edge, before
        // the input's (in `reverse-list` the header lines stay over the list); an inline one stays inline.
        let headerGoesFirst = look.headerFirst && hasHeaderSection && !inlineHeader
        let linesGoFirst = look.headerFirst && !hasHeaderSection && hasLinesSection && !inlineLines && !linesAboveList
        if headerGoesFirst { header = take(headerRows, .header, headerStyle) }
        if let linesStyle, linesGoFirst { headerLines = take(headerLineRows, .headerLines, linesStyle) }
        input = take(inputRows, .input, inputStyle)
        // fzf's window inside a frame with a right side takes the blank column before it too.
        if look.input == .prompt, inputStyle.hasRight, let section = input.section, input.inner.columns.upperBound < section.rect.columns.upperBound - 1 {
            input.inner.columns = input.inner.columns.lowerBound..<(input.inner.columns.upperBound + 1)
        }
        // A `next` pane sits right beside the input, the header (unless it went first) past it.
        if let nextPaneRows { nextPane = take(nextPaneRows, .list, .none).inner }
        // Lined up with the list's text when only the list has a left side, as fzf shifts it.
        if !inputStyle.hasLeft, listStyle.hasLeft { input.inner = input.inner.inset(left: 2) }
        if hasHeaderSection, !inlineHeader, !headerGoesFirst { header = take(headerRows, .header, headerStyle) }
        // In `reverse-list` the footer goes outside the header lines over the list.
        if hasOwnFooter, linesAboveList { footer = takeFooter(from: &rest, leaving: 0, onTop: footerOnTop) }
        if let linesStyle, hasLinesSection, !inlineLines, !linesGoFirst {
            headerLines = take(headerLineRows, .headerLines, linesStyle, fromTop: atTop || linesAboveList)
        }
        if hasOwnFooter, !linesAboveList { footer = takeFooter(from: &rest, leaving: 0, onTop: footerOnTop) }
        // Inline sections go inside the list's frame on the input's side, each closed by a joining line.
        var inner = Self.listInner(rest, listStyle)
        // From the frame's edge inwards, as fzf stacks them: the header, the header lines (over the list
        // but in the default layout), the footer on the far side (outside the header lines in `reverse-list`).
        let edge = rest
        let footerFirst = layout == .reverseList
        if footerRows > 0, inlineFooter, footerFirst {
            footer = Self.takeInline(footerRows, .footer, onTop: footerOnTop, from: &inner, edge: edge, style: listStyle)
        }
        if hasHeaderSection, inlineHeader {
            header = Self.takeInline(headerRows, .header, onTop: atTop, from: &inner, edge: edge, style: listStyle)
        }
        if hasLinesSection, inlineLines {
            headerLines = Self.takeInline(headerLineRows, .headerLines, onTop: layout != .default, from: &inner, edge: edge,
                                          style: listStyle)
        }
        if footerRows > 0, inlineFooter, !footerFirst {
            footer = Self.takeInline(footerRows, .footer, onTop: footerOnTop, from: &inner, edge: edge, style: listStyle)
        }
        list = Placed(inner: inner, section: section(.list, rest, listStyle))
        // fzf's input window is no wider than the list's, but for the list frame's left side it lacks.
        if look.input == .prompt {
            let most = inner.width + max(0, (listStyle.hasLeft ? listStyle.insets.left : 0) - (inputStyle.hasLeft ? inputStyle.insets.left : 0))
            if input.inner.width > most { input.inner.columns = input.inner.left..<(input.inner.left + max(0, most)) }
        }
    }

    /// The footer's own section, `rows` lines and its border, from `area`'s top or bottom, leaving
    /// `leaving` rows of it (the input's, when it shares the list's area) as fzf leaves them first.
    private func takeFooter(from area: inout ScreenRect, leaving: Int, onTop: Bool) -> Placed {
        // `line` (and `inline` where the list's frame cannot hold it) faces the list.
        let style = style(look.footerFrame.shape, faceListOnTop: onTop)
        let height = min(max(0, area.height - leaving), footerRows + style.insets.top + style.insets.bottom)
        let rect: ScreenRect
        if onTop {
            rect = ScreenRect(rows: area.top..<(area.top + height), columns: area.columns)
            area = area.inset(top: height)
        } else {
            rect = ScreenRect(rows: (area.rows.upperBound - height)..<area.rows.upperBound, columns: area.columns)
            area = area.inset(bottom: height)
        }
        return Placed(inner: style.inner(rect), section: section(.footer, rect, style))
    }

    /// An inline section of `rows` lines inside the list's frame, on its top or bottom side of `inner`
    /// (the list's rows, which it leaves), closed by a line joined to the frame's sides (`edge`'s columns).
    private static func takeInline(_ rows: Int, _ kind: PickerFrame.Section.Kind, onTop: Bool, from inner: inout ScreenRect,
                                   edge: ScreenRect, style: BorderStyle, leaving: Int = 0) -> Placed {
        // No room for a row, its line and a list row: nothing shows (fzf's empty placeholder).
        let room = inner.height - leaving
        guard room >= 3 else { return Placed(inner: ScreenRect(rows: inner.top..<inner.top, columns: inner.columns)) }
        let height = min(rows, room - 2)
        let content = onTop ? inner.top..<(inner.top + height) : (inner.rows.upperBound - height)..<inner.rows.upperBound
        let join = onTop ? content.upperBound : content.lowerBound - 1
        let placed = Placed(inner: ScreenRect(rows: content, columns: inner.columns),
                            section: PickerFrame.Section(kind: kind, rect: ScreenRect(rows: join..<(join + 1), columns: edge.columns),
                                                         style: style, isJoin: true))
        inner = onTop ? inner.inset(top: height + 1) : inner.inset(bottom: height + 1)
        return placed
    }

    /// A section with a border drawn, if it has one.
    private func section(_ kind: PickerFrame.Section.Kind, _ rect: ScreenRect, _ style: BorderStyle) -> PickerFrame.Section? {
        style.isVisible && !rect.isEmpty ? PickerFrame.Section(kind: kind, rect: rect, style: style) : nil
    }

    /// Inside the list's border: as other borders, but one column on the right (fzf's list window
    /// ends against its border, where the scrollbar goes).
    private static func listInner(_ rect: ScreenRect, _ style: BorderStyle) -> ScreenRect {
        let edges = style.insets
        return rect.inset(top: edges.top, right: style.hasRight ? 1 : 0, bottom: edges.bottom, left: edges.left)
    }
}
