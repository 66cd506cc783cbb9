import Foundation
import Testing
@testable import SwoopOptions

/// The man page's OPTIONS section against the option table: every row there, with its
/// argument, under its group, and no option that is not a row.
@Suite struct ManPageOptionTests {
    /// `man/swoop.1` from the source tree.
    static func page() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("man/swoop.1"), encoding: .utf8)
    }

    /// The subsections of OPTIONS by heading, each as its lines.
    static func optionSubsections() throws -> [String: [String]] {
        let lines = try page().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: ".SH OPTIONS") else { return [:] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix(".SH ") } ?? lines.endIndex
        var sections: [String: [String]] = [:]
        var heading = ""
        for line in lines[(start + 1)..<end] {
            if line.hasPrefix(".SS ") {
                heading = String(line.dropFirst(4)).replacing("\"", with: "")
            } else {
                sections[heading, default: []].append(line)
            }
        }
        return sections
    }

    /// The tags of a subsection's `.TP` entries (not those nested in `.RS`), as plain text.
    static func tags(_ lines: [String]) -> [String] {
        var tags: [String] = []
        var depth = 0
        for (index, line) in lines.enumerated() {
            if line.hasPrefix(".RS") { depth += 1 }
            if line.hasPrefix(".RE") { depth -= 1 }
            if depth == 0, line.hasPrefix(".TP"), index + 1 < lines.count { tags.append(plain(lines[index + 1])) }
        }
        return tags
    }

    /// Roff made plain: macros' names, font changes and escapes dropped.
    static func plain(_ roff: String) -> String {
        var text = roff
        for macro in [".BR ", ".B ", ".IR ", ".I "] where text.hasPrefix(macro) { text = String(text.dropFirst(macro.count)) }
        return text.replacing("\\-", with: "-").replacing(/\\f(\[[^\]]*\]|\(..|.)/, with: "").replacing("\"", with: "")
    }

    /// The tag the man page gives a row: `-q, --query=STR`.
    static func tag(_ entry: OptionTable.Entry) -> String {
        (entry.shortForm.map { "\($0), " } ?? "") + entry.synopsis
    }

    @Test func everyDocumentedOptionIsListedUnderItsGroupWithItsArgument() throws {
        let sections = try Self.optionSubsections()
        for group in OptionTable.Group.allCases {
            let expected = OptionTable.documented.filter { $0.group == group }.map(Self.tag)
            #expect(Self.tags(sections[group.rawValue] ?? []) == expected, "man page, .SS \(group.rawValue)")
        }
    }

    @Test func everyOtherFormIsListedWithItsArgument() throws {
        let sections = try Self.optionSubsections()
        let expected = OptionTable.entries.filter { $0.isImplemented && $0.help == nil }.map(Self.tag)
        #expect(Self.tags(sections["Other forms"] ?? []) == expected)
    }

    @Test func fzfsOtherOptionsAreListedByWhatTheyDo() throws {
        let section = try Self.optionSubsections()["Accepted from fzf"] ?? []
        let paragraphs = section.split(separator: ".PP").map { $0.map(Self.plain).joined(separator: " ") }
        let paragraph = paragraphs.first { $0.contains("change nothing") } ?? ""
        let rows = OptionTable.fzfOnly
        let names = paragraph.matches(of: /--[a-z0-9][a-z0-9-]*/).map { String($0.output) }
        #expect(names.sorted() == rows.map { "--\($0.long)" }.sorted())
        let forms = paragraph.matches(of: /\(([-+][a-z0-9])\)/).map { String($0.output.1) }
        #expect(forms.sorted() == rows.compactMap(\.shortForm).sorted())
        #expect(!paragraphs.contains { $0.contains("not implemented") })
    }

    @Test func tagsReadAsPlainText() {
        #expect(Self.plain(#"\fB\-q\fR, \fB\-\-query\fR=\fISTR\fR"#) == "-q, --query=STR")
        #expect(Self.plain(#".B \-\-literal"#) == "--literal")
        #expect(Self.plain(#"\fB\-\-detail\fR[=\fBright\fR|\fBbottom\fR[:\fISIZE\fR]]"#) == "--detail[=right|bottom[:SIZE]]")
    }
}
