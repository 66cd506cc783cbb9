import Testing
@testable import SwoopTUI

@Suite struct BorderStyleTests {
    /// Draws `style` around a `rows` × `columns` grid and reads it back.
    private func drawn(_ style: BorderStyle, rows: Int = 4, columns: Int = 12, label: BorderStyle.Label? = nil) -> [String] {
        let screen = GridScreen(rows: rows, columns: columns)
        style.draw(in: ScreenRect(rows: rows, columns: columns), label: label, on: screen, style: .plain, labelStyle: .plain)
        return (0..<rows).map { screen.text(row: $0) }
    }

    @Test func roundedIsTheDefaultBoxWithItsLabelCentred() {
        // fzf --border --border-label=' Hi ' on 12 columns.
        #expect(drawn(BorderStyle(.rounded), label: .init(" Hi ")) == [
            "╭─── Hi ───╮",
            "│          │",
            "│          │",
            "╰──────────╯",
        ])
    }

    @Test func eachBoxStyleHasFzfsCharacters() {
        #expect(drawn(BorderStyle(.sharp), rows: 2, columns: 3) == ["┌─┐", "└─┘"])
        #expect(drawn(BorderStyle(.bold), rows: 2, columns: 3) == ["┏━┓", "┗━┛"])
        #expect(drawn(BorderStyle(.double), rows: 2, columns: 3) == ["╔═╗", "╚═╝"])
        #expect(drawn(BorderStyle(.block), rows: 2, columns: 3) == ["▛▀▜", "▙▄▟"])
        #expect(drawn(BorderStyle(.dashed), rows: 2, columns: 3) == ["╭╶╮", "╰╶╯"])
        #expect(drawn(BorderStyle(.rounded, unicode: false), rows: 3, columns: 3) == ["+-+", "| |", "+-+"])
    }

    @Test func sideShapesDrawOnlyTheirSides() {
        #expect(drawn(BorderStyle(.horizontal), rows: 3, columns: 4) == ["────", "    ", "────"])
        #expect(drawn(BorderStyle(.vertical), rows: 2, columns: 4) == ["│  │", "│  │"])
        #expect(drawn(BorderStyle(.top), rows: 2, columns: 4) == ["────", "    "])
        #expect(drawn(BorderStyle(.bottom), rows: 2, columns: 4) == ["    ", "────"])
        #expect(drawn(BorderStyle(.left), rows: 2, columns: 4) == ["│   ", "│   "])
        #expect(drawn(BorderStyle(.right), rows: 2, columns: 4) == ["   │", "   │"])
        #expect(drawn(.none, rows: 1, columns: 4) == ["    "])
    }

    @Test func placesTheLabelByColumnFromEitherEnd() {
        // fzf --border=top --border-label=Hi --border-label-pos=-3 on 40 columns: "─"×36 + "Hi──".
        #expect(drawn(BorderStyle(.top), rows: 1, columns: 10, label: .init("Hi", column: -3)) == ["──────Hi──"])
        #expect(drawn(BorderStyle(.top), rows: 1, columns: 10, label: .init("Hi", column: 3)) == ["──Hi──────"])
        #expect(drawn(BorderStyle(.rounded), rows: 2, columns: 10, label: .init("Hi", column: 2, isBottom: true))
                == ["╭────────╮", "╰Hi──────╯"])
        // No line for the label: not drawn (fzf --border=left --border-label-pos=3:bottom).
        #expect(drawn(BorderStyle(.left), rows: 1, columns: 4, label: .init("Hi", isBottom: true)) == ["│   "])
    }

    @Test func leavesTheInsideFreeOfTheLinesAndTheirBlankColumns() {
        let inner = BorderStyle(.rounded).inner(ScreenRect(rows: 10, columns: 40))
        #expect(inner == ScreenRect(rows: 1..<9, columns: 2..<38))
        #expect(BorderStyle(.left).inner(ScreenRect(rows: 10, columns: 40)) == ScreenRect(rows: 0..<10, columns: 2..<40))
    }
}
