/// `--min-height=N[+]`: the fewest rows a `--height` percentage may come to.
import SwoopSystem
package struct MinHeight: Sendable, Equatable {
    /// N: rows, or with `+`, list rows.
    package var rows: Int
    /// `N+`: N rows of the list, plus the bar, info line and headers (fzf's default is `10+`).
    package var addsLayout: Bool

    package init(rows: Int = 10, addsLayout: Bool = true) {
        self.rows = rows
        self.addsLayout = addsLayout
    }

    /// Parses the option's value: a whole number, zero or more, maybe followed by `+`.
    package static func parse(_ text: String) throws(OptionError) -> MinHeight {
        let addsLayout = text.hasSuffix("+")
        let number = addsLayout ? text.dropLast() : Substring(text)
        guard !number.isEmpty, number.allSatisfy(\.isASCII), let rows = Int(number), rows >= 0 else {
            throw OptionError("--min-height needs a number, zero or more, maybe followed by +, not '\(text)'")
        }
        return MinHeight(rows: rows, addsLayout: addsLayout)
    }
}
