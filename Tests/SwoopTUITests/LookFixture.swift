import Testing
@testable import SwoopItems
@testable import SwoopOptions
@testable import SwoopPicker
@testable import SwoopTUI

/// A picker made from a command line (the look options as parsed), drawn into a grid as the
/// session draws it: the layout made, the model told its height, the frame rendered, its content taken and drawn.
struct LookFixture {
    let model: SearchViewModel
    let controller: SearchController
    let screen: GridScreen
    var view: PickerView
    /// The frame drawn last (the session keeps it for clicks).
    private(set) var frame: PickerFrame?

    init(_ arguments: [String], lines: [String], rows: Int = 8, columns: Int = 30, colors: ColorSupport = .palette256,
         personality: Personality = .swoop) throws {
        let options = try OptionParser.parse(arguments, from: personality.defaults)
        // `--header-lines`: the first lines are the header, as the picker reads them.
        let store = ItemStore(headerCount: options.headerLines)
        for line in lines { store.append(Array(line.utf8)) }
        // The views the options ask for (`--nth`, `--with-nth`, `--ansi`), as the picker makes them.
        let forms = ItemForms(original: store, spec: options.readSpec)
        model = SearchViewModel(items: forms, options: options.matching(for: forms), rules: options.listRules)
        controller = SearchController()
        controller.keyMap = options.keyMap
        controller.delegate = model
        screen = GridScreen(rows: rows, columns: columns)
        var appearance = PickerAppearance(options: options)
        appearance.headerStore = options.headerLines > 0 ? store : nil
        // A preview command brings its pane (empty here), as the picker shows it.
        if options.previewCommand != nil { appearance.pane = options.previewWindow }
        view = PickerView(theme: Theme(colorSupport: colors, specs: options.colors, palette: options.look.palette,
                                       isBold: options.look.isBold, isBlack: options.look.isBlack),
                          appearance: appearance)
        view.list.fieldSplitter = options.fieldSplitter
    }

    /// Items split at NUL, as `--read0` reads them.
    init(_ arguments: [String], nulSeparated text: String, rows: Int = 8, columns: Int = 30,
         personality: Personality = .swoop) throws {
        try self.init(arguments, lines: text.split(separator: "\0", omittingEmptySubsequences: false).map(String.init),
                      rows: rows, columns: columns, personality: personality)
    }

    /// Draws a frame (in jump mode when `jumping`; `infoOutput`: what an `--info-command` printed).
    mutating func render(jumping: Bool = false, infoOutput: String? = nil) {
        let layout = view.frame(rows: screen.rows, columns: screen.columns, isPaneHidden: model.isPaneHidden)
        model.setViewportHeight(layout.itemCapacity)
        let next = view.render(FrameRequest(rows: screen.rows, columns: screen.columns, model: model, listStart: frame?.listStart),
                               in: layout)
        var content = view.content(of: next, model: model, controller: controller, isJumping: jumping)
        content.infoOutput = infoOutput
        view.draw(content, on: screen)
        frame = next
    }

    /// Presses `key` `times` times.
    func press(_ key: Key, times: Int = 1) {
        for _ in 0..<times { controller.handle(key) }
    }

    /// Row `index`, trailing blanks trimmed.
    func row(_ index: Int) -> String {
        var text = screen.text(row: index)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }

    /// Every row, trailing blanks trimmed.
    var rows: [String] { (0..<screen.rows).map(row) }

    /// The style of the cell at (`row`, `column`).
    func style(_ row: Int, _ column: Int) -> TextStyle {
        screen.style(row: row, column: column)
    }
}
