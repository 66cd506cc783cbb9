/// `--height=[~][-]N[%]`: how many rows the picker takes below the cursor, as fzf reads it.
import SwoopSystem
package struct HeightSpec: Sendable, Equatable {
    /// The number, of rows or of percent.
    package var size: Double
    /// `N%`: a share of the terminal's height.
    package var isPercent: Bool
    /// `~N`: at most this, fewer when the list is short (adaptive height).
    package var isAdaptive: Bool
    /// `-N`: the terminal's height less N.
    package var isInverse: Bool

    package init(size: Double, isPercent: Bool = false, isAdaptive: Bool = false, isInverse: Bool = false) {
        self.size = size
        self.isPercent = isPercent
        self.isAdaptive = isAdaptive
        self.isInverse = isInverse
    }

    /// Parses the option's value: `~` first, then `-`, then a whole number or a percentage up to 100.
    package static func parse(_ text: String) throws(OptionError) -> HeightSpec {
        var rest = Substring(text)
        let adaptive = rest.hasPrefix("~")
        if adaptive { rest = rest.dropFirst() }
        let inverse = rest.hasPrefix("-")
        if inverse { rest = rest.dropFirst() }
        let bad = OptionError("--height needs [~][-]N[%], not '\(text)'")
        if rest.hasSuffix("%") {
            guard let percent = Double(rest.dropLast()), percent.isFinite, (0...100).contains(percent) else { throw bad }
            return HeightSpec(size: percent, isPercent: true, isAdaptive: adaptive, isInverse: inverse)
        }
        guard !rest.isEmpty, rest.allSatisfy(\.isASCII), let rows = Int(rest), rows >= 0 else { throw bad }
        return HeightSpec(size: Double(rows), isAdaptive: adaptive, isInverse: inverse)
    }

    /// Whether it asks for the whole screen (`0`, `100%`), which fzf then draws as without `--height`.
    package var isFullScreen: Bool {
        !isAdaptive && (size == 0 || isPercent && size == 100)
    }

    /// The rows asked for on a terminal `terminalRows` high, before any minimum (fzf's `evaluateHeight`);
    /// a percentage is at least `minimumForPercent`.
    package func askedRows(terminalRows: Int, minimumForPercent: Int) -> Int {
        if isPercent {
            let share = isInverse ? 100 - size : size
            return max(Int(share * Double(terminalRows) / 100), minimumForPercent)
        }
        return isInverse ? terminalRows - Int(size) : Int(size)
    }
}
