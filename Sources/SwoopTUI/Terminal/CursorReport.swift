/// The terminal's answer to "where is the cursor?" (`u7`, DSR 6): `ESC [ row ; column R`.
struct CursorReport: Equatable {
    /// 0-based row and column.
    let row: Int
    let column: Int

    /// The first report in `bytes`, with the bytes around it (keys typed meanwhile); nil when there is none yet.
    static func find(in bytes: [UInt8]) -> (report: CursorReport, rest: [UInt8])? {
        var start = 0
        while let escape = bytes[start...].firstIndex(of: 0x1B) {
            start = escape + 1
            guard escape + 1 < bytes.count, bytes[escape + 1] == UInt8(ascii: "[") else { continue }
            var index = escape + 2
            var numbers = [0]
            while index < bytes.count {
                let byte = bytes[index]
                if (0x30...0x39).contains(byte) {
                    numbers[numbers.count - 1] = min(numbers[numbers.count - 1] * 10 + Int(byte - 0x30), 1 << 20)
                } else if byte == UInt8(ascii: ";"), numbers.count == 1 {
                    numbers.append(0)
                } else {
                    break
                }
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "R"), numbers.count == 2, numbers[0] > 0, numbers[1] > 0 else {
                continue
            }
            let report = CursorReport(row: numbers[0] - 1, column: numbers[1] - 1)
            return (report, Array(bytes[..<escape]) + Array(bytes[(index + 1)...]))
        }
        return nil
    }
}
