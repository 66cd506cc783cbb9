/// The side pane (preview or detail) as keys leave it: hidden or not, how far scrolled, and
/// what its scrolling keys do, with the rules fzf scrolls its preview by.
///
/// Each of the pane's layouts (`--preview-window` and its `<N(…)` alternative)
/// is hidden or shown on its own, as in fzf: `isHidden` is the one's that
/// applies on the screen now (`activate`), the others wait their turn.
/// `scroll` counts lines below the `~N` header lines, which stay in place.
/// Without a known line count (the `--detail` pane) it counts rows and has
/// no end. The layout that applies (`configure`) gives the pane's height, its
/// `cycle`, `follow`, `~N` and scroll offset; a new text (`start`) starts
/// following its end with `follow`, or at the line its offset asks for, kept
/// until a key scrolls.
package struct PaneState: Equatable, Sendable {
    /// Whether the pane is hidden (toggled by a key): the layout's that applies now.
    package var isHidden = false
    /// Whether each layout is hidden, as it was when it last applied (the one that applies is `isHidden`).
    private var layoutsHidden = [false]
    /// The layout that applies on the screen now: 0 for the pane's own, 1 for its alternative.
    package private(set) var activeLayout = 0
    /// How far the pane is scrolled (reset when the highlighted item changes).
    package var scroll = 0
    /// Rows inside the pane's border, header lines included.
    package private(set) var height = 0
    /// Columns inside the pane's border, when the layout says (the preview's `FZF_PREVIEW_COLUMNS`).
    package private(set) var columns: Int?
    /// `~N`: lines kept at the top.
    package private(set) var headerLines = 0
    /// Lines the text has so far, header lines included (nil: unknown, no end to scrolling).
    package var lineCount: Int?
    /// `cycle`: scrolling past either end wraps around.
    package private(set) var cycles = false
    /// `follow`: a new text starts following its end.
    package var follows = false
    /// Whether the end is kept in view as lines arrive (until a key scrolls away from it).
    package private(set) var isFollowing = false
    /// The line a scroll offset (`+{2}-/2`) asked for, kept until a key scrolls.
    package private(set) var target: Int?
    /// Whether there is something to show (a preview command, a detail): without it, `show-preview` and
    /// `toggle-preview` leave a hidden pane hidden, as fzf does without a command.
    package private(set) var hasSource = true
    /// Whether the pane is hidden only for want of a source: it shows once one is set (fzf's
    /// window appears when `change-preview` gives it a command, unless a key or layout hid it).
    private var awaitsSource = false
    /// How long lines wrap as `toggle-preview-wrap` and `-word` left them (nil: as the layout says).
    package private(set) var wrapOverride: PaneSpec.Wrap?
    /// How the layout that applies wraps long lines.
    private var layoutWrap = PaneSpec.Wrap.none
    /// `+{2}-/2`: where each item's text starts.
    package private(set) var scrollOffset: PaneScrollOffset?

    package init() {}

    /// Starts with the layout's `hidden` (or not; `alternativesHidden`: its alternative's) and
    /// whether there is something to show: a pane with nothing stays hidden until a source is set.
    package mutating func start(hidden: Bool, alternativesHidden: [Bool] = [], hasSource: Bool) {
        self.hasSource = hasSource
        layoutsHidden = [hidden] + alternativesHidden
        activeLayout = 0
        isHidden = hidden || !hasSource
        awaitsSource = !hidden && !hasSource
    }

    /// A new layout (`change-preview-window`) hides the pane or not (`alternativesHidden`: its
    /// alternative); without a source it waits for one, but one `preview(…)` showed stays (fzf
    /// keeps a forced window).
    package mutating func takeLayout(hidden: Bool, alternativesHidden: [Bool] = []) {
        let isForced = !isHidden && !hasSource
        let layout = activeLayout
        start(hidden: hidden, alternativesHidden: alternativesHidden, hasSource: hasSource)
        activate(layout: layout)
        if isForced { isHidden = false }
    }

    /// The layout `layout` applies on the screen now: its own `hidden` takes over from the one that applied.
    /// Whether that changed anything.
    @discardableResult
    package mutating func activate(layout: Int) -> Bool {
        let layout = layoutsHidden.indices.contains(layout) ? layout : 0
        guard layout != activeLayout else { return false }
        layoutsHidden[activeLayout] = isHidden
        activeLayout = layout
        let wasHidden = isHidden
        isHidden = layoutsHidden[layout] || !hasSource
        return isHidden != wasHidden
    }

    /// `change-preview`: a pane waiting for a source shows with one; one that shows hides without.
    package mutating func setSource(_ hasSource: Bool) {
        self.hasSource = hasSource
        if hasSource, awaitsSource {
            isHidden = false
            awaitsSource = false
        } else if !hasSource, !isHidden {
            isHidden = true
            awaitsSource = true
        }
    }

    /// Rows for lines below the header.
    package var bodyHeight: Int { max(0, height - headerLines) }

    /// Takes the settings of the layout `spec` that applies, in a pane `height` rows high (and
    /// `columns` wide, when given) inside its border.
    package mutating func configure(for spec: PaneSpec, height: Int, columns: Int? = nil) {
        self.height = height
        if let columns { self.columns = columns }
        headerLines = spec.headerLines
        layoutWrap = spec.wrap
        cycles = spec.cycles
        follows = spec.follows
        scrollOffset = spec.scroll
    }

    /// A new text starts (another item): at its top, following if `follow` is on, at `target` if an offset asks.
    package mutating func start(target: Int?) {
        scroll = 0
        isFollowing = follows
        self.target = target
        lineCount = 0
    }

    /// Scrolls by `lines` (up when negative), never above the first line.
    mutating func scroll(by lines: Int) {
        apply(.scroll(lines))
    }

    /// How long lines wrap now: as the keys left them, else as the layout says.
    package var wrap: PaneSpec.Wrap { wrapOverride ?? layoutWrap }

    /// The layout changed (`change-preview-window`): its wrap, which carries the keys' (fzf's), applies.
    package mutating func takeLayoutWrap() {
        wrapOverride = nil
    }

    /// What a key asks: scroll, show or hide, wrap or not (`close` with the pane hidden is the caller's).
    package mutating func apply(_ change: PaneChange) {
        let line: Int
        switch change {
        case .toggle:
            if !isHidden || hasSource { isHidden.toggle(); awaitsSource = false }
            return
        case .show:
            if hasSource { isHidden = false; awaitsSource = false }
            return
        case .hide, .close:
            if !isHidden { awaitsSource = false }
            isHidden = true
            return
        case .toggleWrap:
            // As fzf: only a pane that shows; off also ends wrapping at words.
            if !isHidden { wrapOverride = wrap == .none ? PaneSpec.Wrap.characters : PaneSpec.Wrap.none }
            return
        case .toggleWrapWord:
            if !isHidden { wrapOverride = wrap == .words ? PaneSpec.Wrap.none : PaneSpec.Wrap.words }
            return
        case .scroll(let lines): line = scroll + lines
        case .pages(let count): line = scroll + count * height
        case .halfPages(let count): line = scroll + count * (height / 2)
        case .top: line = 0
        case .bottom: line = (lineCount ?? 0) - headerLines - bodyHeight
        }
        target = nil
        scroll = clamped(line, cycling: cycles)
        // As fzf: scrolling to the end resumes following, away from it pauses it; only with `follow`.
        if let lineCount, follows { isFollowing = scroll >= lineCount - headerLines - bodyHeight }
    }

    /// Keeps the scroll on a text that now has `lineCount` lines: at its end when following (from
    /// `followStart` when given: the first line, counted from the top, that shows its end in wrapped
    /// rows), else at the target, else where it is.
    package mutating func settle(lineCount: Int, followStart: Int? = nil) {
        self.lineCount = lineCount
        if isFollowing, let followStart {
            scroll = max(0, followStart - headerLines)
        } else if isFollowing {
            scroll = max(scroll, lineCount - headerLines - bodyHeight, 0)
        } else if let target {
            scroll = clamped(target - headerLines, cycling: false)
        }
    }

    /// `line` (counted below the header) within what may be scrolled to: from 0 to the last line.
    private func clamped(_ line: Int, cycling: Bool) -> Int {
        guard let lineCount else { return max(0, line) }
        let range = lineCount - headerLines
        guard range > 0 else { return 0 }
        let line = cycling ? ((line % range) + range) % range : line
        return min(max(0, line), range - 1)
    }
}
