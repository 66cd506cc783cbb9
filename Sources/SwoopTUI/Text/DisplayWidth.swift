import CLibc
import Glibc

/// Terminal column widths of Unicode scalars, from the C library's `wcwidth`
/// (East Asian ambiguous ones two columns wide under `--ambidouble`).
package enum DisplayWidth {
    /// Whether East Asian ambiguous scalars take two columns (`--ambidouble`); set before drawing.
    nonisolated(unsafe) package static var ambiguousIsWide = false

    /// Makes sure `wcwidth` knows Unicode: a UTF-8 `LC_CTYPE`, C.UTF-8 if the user's is not.
    private static let localeReady: Bool = {
        if setlocale(LC_CTYPE, "") == nil || !currentLocaleIsUTF8() {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        return currentLocaleIsUTF8()
    }()

    /// Whether the C library's current character type is UTF-8.
    private static func currentLocaleIsUTF8() -> Bool {
        guard let name = setlocale(LC_CTYPE, nil) else { return false }
        let text = String(cString: name).lowercased()
        return text.contains("utf-8") || text.contains("utf8")
    }

    /// Sets up the locale once; call before drawing.
    @discardableResult
    package static func prepare() -> Bool { localeReady }

    /// Columns `scalar` takes: 0 (combining), 1 or 2 (wide); -1 when it is not printable.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x7F { return scalar.value >= 0x20 ? 1 : -1 }
        _ = localeReady
        let width = Int(swoop_wcwidth(scalar.value))
        if width == 1, ambiguousIsWide, isAmbiguous(scalar) { return 2 }
        return width
    }

    /// Whether `scalar`'s East Asian Width is ambiguous ("A").
    package static func isAmbiguous(_ scalar: Unicode.Scalar) -> Bool {
        let ranges = EastAsianAmbiguousData.ranges
        let value = scalar.value
        guard value >= ranges[0] else { return false }
        // The last range whose first scalar is at most `value`.
        var low = 0
        var high = ranges.count / 2 - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if ranges[middle * 2] <= value { low = middle } else { high = middle - 1 }
        }
        return value <= ranges[low * 2 + 1]
    }
}
