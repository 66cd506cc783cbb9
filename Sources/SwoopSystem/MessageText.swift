/// Text made safe for a one-line message on a terminal.
package enum MessageText {
    /// `text` with control characters (C0, DEL, C1: escape sequences, newlines) written as
    /// `\xNN` or `\u{NNNN}`, so an argument echoed in an error can neither act on the
    /// terminal nor break the line.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F: result += "\\x" + hex(scalar.value, digits: 2)
            case 0x80..<0xA0: result += "\\u{" + hex(scalar.value, digits: 4) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
