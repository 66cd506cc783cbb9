import Testing
@testable import SwoopOptions
@testable import SwoopSystem

/// `--color` knows every name fzf 0.74 has.
@Suite struct ColorNameTests {
    /// fzf 0.74.5's colour names (its man page, COLOR NAMES), with their other names.
    static let fzfNames = """
        fg list-fg selected-fg preview-fg bg list-bg selected-bg preview-bg input-bg header-bg footer-bg hl
        selected-hl current-fg fg+ current-bg bg+ gutter current-hl hl+ alt-bg alt-gutter query input-fg ghost
        disabled info border list-border scrollbar separator gap-line preview-border preview-scrollbar
        input-border header-border footer-border label list-label preview-label input-label header-label
        footer-label prompt pointer marker spinner header header-fg footer footer-fg nth nomatch
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    @Test func everyFzfNameIsAccepted() throws {
        for name in Self.fzfNames {
            _ = try ColorSpec.parse("\(name):1")
        }
    }

    @Test func theNamesSwoopDrawsAreItsOwnParts() throws {
        let drawn = ["border", "label", "spinner", "gutter", "scrollbar", "list-fg", "list-bg", "selected-fg", "selected-bg",
                     "selected-hl", "preview-fg", "preview-bg", "preview-border", "preview-label", "preview-scrollbar",
                     "list-border", "gap-line", "header-bg", "list-label", "input-border", "input-label",
                     "header-border", "header-label", "alt-bg", "alt-gutter", "nth"]
        for name in drawn {
            let spec = try ColorSpec.parse("\(name):red")
            #expect(spec.settings.map(\.element.rawValue) == [name])
        }
        #expect(try ColorSpec.parse("separator:1").settings.first?.element == .rule)
        #expect(try ColorSpec.parse("current-fg:1,current-bg:2,current-hl:3").settings.map(\.element) == [.fgSelected, .bgSelected, .hlSelected])
        #expect(try ColorSpec.parse("input-fg:1,input-bg:2,ghost:3,header-fg:4").settings.map(\.element) == [.query, .bar, .placeholder, .header])
    }

    @Test func everyFzfPartAndAttributeIsSwoopsOwn() throws {
        let spec = try ColorSpec.parse("nomatch:dim,footer:1:strikethrough")
        #expect(spec.settings.map(\.element) == [.nomatch, .footer])
        #expect(spec.settings.last?.attributes == [.strikethrough])
    }

    @Test func theFootersPartsHaveFzfsNamesAndInheritAsFzfs() throws {
        let spec = try ColorSpec.parse("footer-fg:1,footer-bg:2,footer-border:3,footer-label:4")
        #expect(spec.settings.map(\.element) == [.footer, .footerBg, .footerBorder, .footerLabel])
        #expect(ColorSpec.Element.footerBg.parent == .bg)
        #expect(ColorSpec.Element.footerBorder.parent == .border)
        #expect(ColorSpec.Element.footerLabel.parent == .label)
        #expect(ColorSpec.Element.footer.parent == nil)
    }

    @Test func unknownNamesAndValuesStayErrors() {
        #expect(throws: OptionError("--color: unknown name 'borders'")) { try ColorSpec.parse("borders:1") }
        #expect(throws: OptionError("--color: 'blurple' is not a colour or attribute (in 'label:blurple')")) {
            try ColorSpec.parse("label:blurple")
        }
    }

    @Test func inheritanceFollowsFzf() {
        #expect(ColorSpec.Element.scrollbar.parent == .listBorder)
        #expect(ColorSpec.Element.rule.parent == .listBorder)
        #expect(ColorSpec.Element.listBorder.parent == .border)
        #expect(ColorSpec.Element.previewScrollbar.parent == .previewBorder)
        #expect(ColorSpec.Element.selectedFg.parent == .listFg)
        #expect(ColorSpec.Element.listFg.parent == .fg)
        #expect(ColorSpec.Element.placeholder.parent == .query)
        #expect(ColorSpec.Element.previewLabel.parent == .label)
    }
}
