import Testing
@testable import SwoopPicker

/// `ChildEnvironment`: fzf 0.74's variables, each twice (`FZF_`, `SWOOP_`).
@Suite struct ChildEnvironmentTests {
    static func entries(_ environment: ChildEnvironment) -> [String] {
        environment.entries.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func everyVariableHasItsSwoopTwin() {
        var environment = ChildEnvironment()
        environment.query = "q u"
        environment.matchCount = 3
        let entries = Self.entries(environment)
        #expect(entries.contains("FZF_QUERY=q u") && entries.contains("SWOOP_QUERY=q u"))
        #expect(entries.contains("FZF_MATCH_COUNT=3") && entries.contains("SWOOP_MATCH_COUNT=3"))
        let fzf = entries.filter { $0.hasPrefix("FZF_") }.map { $0.dropFirst(4) }
        let swoop = entries.filter { $0.hasPrefix("SWOOP_") }.map { $0.dropFirst(6) }
        #expect(fzf == swoop)
    }

    @Test func fzfsAlwaysSetVariablesAreThere() {
        let names = Set(Self.entries(ChildEnvironment()).map { String($0.prefix { $0 != "=" }) })
        for name in ["QUERY", "ACTION", "KEY", "IDLE_TIME", "IDLE_TIME_MS", "PROMPT", "GHOST", "POINTER", "PREVIEW_LABEL",
                     "BORDER_LABEL", "LIST_LABEL", "INPUT_LABEL", "HEADER_LABEL", "DIRECTION", "INPUT_STATE", "TOTAL_COUNT",
                     "MATCH_COUNT", "SELECT_COUNT", "LINES", "COLUMNS", "POS", "CLICK_HEADER_LINE", "CLICK_HEADER_COLUMN",
                     "CLICK_FOOTER_LINE", "CLICK_FOOTER_COLUMN"] {
            #expect(names.contains("FZF_" + name), "FZF_\(name)")
        }
        #expect(!names.contains("FZF_PORT") && !names.contains("FZF_PREVIEW_LINES") && !names.contains("LINES"))
    }

    @Test func thePreviewGetsItsSizeAlsoAsLinesAndColumns() {
        var environment = ChildEnvironment()
        environment.previewWindow = ChildEnvironment.PreviewWindow(lines: 20, columns: 40, top: 1, left: 50)
        #expect(!Self.entries(environment).contains("LINES=20"))
        environment.isForPreview = true
        let entries = Self.entries(environment)
        for entry in ["LINES=20", "COLUMNS=40", "FZF_PREVIEW_LINES=20", "FZF_PREVIEW_COLUMNS=40", "FZF_PREVIEW_TOP=1",
                      "FZF_PREVIEW_LEFT=50", "SWOOP_PREVIEW_LINES=20"] {
            #expect(entries.contains(entry), "\(entry)")
        }
    }

    @Test func unknownPreviewColumnsAreLeftOut() {
        var environment = ChildEnvironment()
        environment.previewWindow = ChildEnvironment.PreviewWindow(lines: 5, columns: nil)
        environment.isForPreview = true
        let entries = Self.entries(environment)
        #expect(entries.contains("FZF_PREVIEW_LINES=5") && entries.contains("LINES=5"))
        #expect(!entries.contains { $0.hasPrefix("FZF_PREVIEW_COLUMNS=") || $0.hasPrefix("COLUMNS=") || $0.hasPrefix("FZF_PREVIEW_TOP=") })
    }

    @Test func aHugeOrNulHoldingCurrentItemIsLeftOut() {
        var environment = ChildEnvironment()
        environment.currentItem = Array("it".utf8)
        #expect(Self.entries(environment).contains("FZF_CURRENT_ITEM=it"))
        environment.currentItem = [0x61, 0, 0x62]
        #expect(!Self.entries(environment).contains { $0.hasPrefix("FZF_CURRENT_ITEM=") })
        environment.currentItem = [UInt8](repeating: 0x61, count: ChildEnvironment.currentItemLimit + 1)
        #expect(!Self.entries(environment).contains { $0.hasPrefix("FZF_CURRENT_ITEM=") })
    }

    @Test func idleTimeIsInSecondsAndMilliseconds() {
        var environment = ChildEnvironment()
        environment.idleMilliseconds = 2_500
        environment.listGrowsUpwards = false
        let entries = Self.entries(environment)
        #expect(entries.contains("FZF_IDLE_TIME=2") && entries.contains("FZF_IDLE_TIME_MS=2500"))
        #expect(entries.contains("FZF_DIRECTION=down"))
    }
}
