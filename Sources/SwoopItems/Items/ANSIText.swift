/// A line with ANSI escape sequences, split into what it shows and how (`--ansi`).
///
/// What counts as a sequence is fzf's rule, so the text searched and printed
/// is fzf's: `ESC [` or `ESC (`, `ESC )`, `ESC \` with parameters `0-9 ; : ?`
/// and a letter or `@`; OSC (`ESC ]` number `;` text, ended by BEL or
/// `ESC \`); any other `ESC` and the character after it (not a newline);
/// SI and SO; and a character followed by a backspace (overstrike). SGR
/// sequences (`ESC [ … m`) become colour and attribute spans over the
/// visible bytes; the others are dropped.
import SwoopText
package struct ANSIText: Equatable, Sendable {
    /// Colours and attributes set by SGR sequences; nil colours are the terminal's default.
    package struct Style: Equatable, Sendable {
        package var foreground: Int?
        package var background: Int?
        package var isBold = false
        package var isDim = false
        package var isItalic = false
        package var isUnderlined = false
        package var isReversed = false
        package var isBlinking = false
        /// SGR 9: a line through the text.
        package var isStruck = false

        package init() {}

        /// Whether nothing is set.
        package var isPlain: Bool { self == Style() }
    }

    /// Where a style starts, in the visible bytes.
    package struct Span: Equatable, Sendable {
        package var start: Int
        package var style: Style
    }

    /// The line without its escape sequences.
    package var visible: [UInt8] = []
    /// Style changes in order of `start`; the text before the first is plain.
    package var spans: [Span] = []

    private static let escape: UInt8 = 0x1B
    private static let backspace: UInt8 = 0x08
    private static let newline: UInt8 = 0x0A

    /// Parses `bytes`, starting in `style` (the one a line before left, as fzf carries it through `--header`).
    package init(_ bytes: UnsafeBufferPointer<UInt8>, startingIn style: Style = Style()) {
        var style = style
        if !style.isPlain { spans.append(Span(start: 0, style: style)) }
        var index = 0
        // Where the text since the last sequence starts: an overstrike never reaches before it.
        var segmentStart = 0
        visible.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Self.escape, let (end, isSGR) = Self.sequenceEnd(in: bytes, at: index) {
                if isSGR {
                    Self.apply(parameters: bytes[(index + 2)..<(end - 1)], to: &style)
                    if spans.last?.start == visible.count { spans.removeLast() }
                    if spans.last?.style != style, !(spans.isEmpty && style.isPlain) {
                        spans.append(Span(start: visible.count, style: style))
                    }
                }
                index = end
                segmentStart = end
                continue
            }
            if byte == 0x0E || byte == 0x0F {
                index += 1
                segmentStart = index
                continue
            }
            if byte == Self.backspace, index > segmentStart, bytes[index - 1] != Self.newline {
                visible.removeLast(Self.lengthOfCharacter(endingAt: index, in: bytes, from: segmentStart))
                index += 1
                segmentStart = index
                continue
            }
            if byte == Self.newline { segmentStart = index + 1 }
            visible.append(byte)
            index += 1
        }
    }

    /// The style in force at the end of the line.
    package var endStyle: Style { spans.last?.style ?? Style() }

    /// Where the escape sequence at `start` ends, and whether it is SGR; nil when `ESC` stands alone.
    private static func sequenceEnd(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Int, Bool)? {
        let count = bytes.count
        if start + 2 < count, isControlStart(bytes[start + 1]) {
            var index = start + 2
            while index < count, isParameter(bytes[index]) { index += 1 }
            if index < count, isFinal(bytes[index]) {
                return (index + 1, bytes[start + 1] == UInt8(ascii: "[") && bytes[index] == UInt8(ascii: "m"))
            }
        }
        if start + 5 < count, bytes[start + 1] == UInt8(ascii: "]"), let end = operatingSystemCommandEnd(in: bytes, at: start) {
            return (end, false)
        }
        if start + 1 < count, bytes[start + 1] != newline {
            return (start + 1 + lengthOfCharacter(startingAt: start + 1, in: bytes), false)
        }
        return nil
    }

    /// `ESC ] digits ; text` ended by BEL or `ESC \` (or the `ESC ]8;;ESC` that closes a link).
    private static func operatingSystemCommandEnd(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var index = start + 2
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        guard index > start + 2, index + 1 < bytes.count, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: ":"),
              bytes[index + 1] >= 0x20 else { return nil }
        index += 2
        while index < bytes.count, bytes[index] != 0x07, bytes[index] != escape { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == 0x07 { return index + 1 }
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
        let linkEnd: [UInt8] = [escape, UInt8(ascii: "]"), UInt8(ascii: "8"), UInt8(ascii: ";"), UInt8(ascii: ";"), escape]
        return index - start == 5 && bytes[start...index].elementsEqual(linkEnd) ? index + 1 : nil
    }

    private static func isControlStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "\\")
    }

    private static func isParameter(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "?")
    }

    private static func isFinal(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "@")
    }

    /// The length of the UTF-8 character at `index` (1 for a byte that starts none).
    private static func lengthOfCharacter(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 1 }
        return UTF8Decoding.scalar(at: index, in: base, count: bytes.count).1
    }

    /// The length of the UTF-8 character that ends at `end`, not reaching before `floor`.
    private static func lengthOfCharacter(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>, from floor: Int) -> Int {
        guard bytes[end - 1] >= 0x80, let base = bytes.baseAddress else { return 1 }
        var start = end - 1
        while start > max(floor, end - 4), bytes[start] & 0xC0 == 0x80 { start -= 1 }
        let length = UTF8Decoding.scalar(at: start, in: base, count: end).1
        return start + length == end ? length : 1
    }

    /// Where the last background colour ends in the visible bytes (0 when there is none).
    package var backgroundEnd: Int {
        var end = 0
        for (index, span) in spans.enumerated() where span.style.background != nil {
            end = index + 1 < spans.count ? spans[index + 1].start : visible.count
        }
        return end
    }

    /// The style of visible byte `offset`.
    package func style(at offset: Int) -> Style {
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            if spans[middle].start <= offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? Style() : spans[low - 1].style
    }

    /// Applies SGR parameters (`1;38;5;208`) to `style`.
    private static func apply<Parameters: Collection<UInt8>>(parameters: Parameters, to style: inout Style) {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { part in
            part.reduce(0) { min($0 * 10 + Int($1 &- 0x30), 9999) }
        }
        let codes = numbers.isEmpty ? [0] : numbers
        var index = 0
        while index < codes.count {
            let code = codes[index]
            switch code {
            case 0: style = Style()
            case 1: style.isBold = true
            case 2: style.isDim = true
            case 3: style.isItalic = true
            case 4: style.isUnderlined = true
            case 5, 6: style.isBlinking = true
            case 7: style.isReversed = true
            case 9: style.isStruck = true
            case 22: style.isBold = false; style.isDim = false
            case 23: style.isItalic = false
            case 24: style.isUnderlined = false
            case 25: style.isBlinking = false
            case 27: style.isReversed = false
            case 29: style.isStruck = false
            case 30...37: style.foreground = code - 30
            case 39: style.foreground = nil
            case 40...47: style.background = code - 40
            case 49: style.background = nil
            case 90...97: style.foreground = code - 90 + 8
            case 100...107: style.background = code - 100 + 8
            case 38, 48:
                var color: Int?
                if index + 2 < codes.count, codes[index + 1] == 5 {
                    color = min(codes[index + 2], 255)
                    index += 2
                } else if index + 4 < codes.count, codes[index + 1] == 2 {
                    color = nearestPaletteColor(red: codes[index + 2], green: codes[index + 3], blue: codes[index + 4])
                    index += 4
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
            index += 1
        }
    }

    /// The 256-colour palette entry nearest to an RGB colour (the 6×6×6 cube or the grey ramp).
    package static func nearestPaletteColor(red: Int, green: Int, blue: Int) -> Int {
        func level(_ value: Int) -> Int { value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40 }
        let steps = [0, 95, 135, 175, 215, 255]
        let (r, g, b) = (level(min(red, 255)), level(min(green, 255)), level(min(blue, 255)))
        let cube = 16 + 36 * r + 6 * g + b
        let cubeDistance = [(steps[r], red), (steps[g], green), (steps[b], blue)].reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
        let average = (red + green + blue) / 3
        let grey = average > 238 ? 23 : max(0, (average - 3) / 10)
        let greyValue = 8 + grey * 10
        let greyDistance = [red, green, blue].reduce(0) { $0 + ($1 - greyValue) * ($1 - greyValue) }
        return greyDistance < cubeDistance ? 232 + grey : cube
    }
}

extension ItemStore {
    /// The items of `original` without their escape sequences, in the same order (`--ansi`).
    package convenience init(visibleTextOf original: ItemStore) {
        self.init(headerCount: original.headerCount)
        appendVisibleText(of: original)
    }

    /// Appends the lines `original` gained since the last call, without their escape sequences.
    func appendVisibleText(of original: ItemStore) {
        appendLines(derivedFrom: original) { line, _ in ANSIText(line).visible }
    }
}
