/// A line with ANSI escape sequences, split into what it shows and how (`--ansi`).
///
/// SGR sequences (`ESC [ … m`) become colour and attribute spans over the
/// visible bytes; every other escape sequence (cursor moves, screen clears,
/// OSC titles and links) is dropped. Matching sees only the visible bytes.
public struct ANSIText: Equatable, Sendable {
    /// Colours and attributes set by SGR sequences; nil colours are the terminal's default.
    public struct Style: Equatable, Sendable {
        public var foreground: Int?
        public var background: Int?
        public var isBold = false
        public var isDim = false
        public var isItalic = false
        public var isUnderlined = false
        public var isReversed = false

        public init() {}

        /// Whether nothing is set.
        public var isPlain: Bool { self == Style() }
    }

    /// Where a style starts, in the visible bytes.
    public struct Span: Equatable, Sendable {
        public var start: Int
        public var style: Style
    }

    /// The line without its escape sequences.
    public var visible: [UInt8] = []
    /// Style changes in order of `start`; the text before the first is plain.
    public var spans: [Span] = []

    private static let escape: UInt8 = 0x1B

    /// Parses `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var style = Style()
        var index = 0
        visible.reserveCapacity(bytes.count)
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == Self.escape, index + 1 < bytes.count else {
                visible.append(byte)
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "["):
                var end = index + 2
                while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "m") {
                    Self.apply(parameters: bytes[(index + 2)..<end], to: &style)
                    if spans.last?.start == visible.count { spans.removeLast() }
                    if spans.last?.style != style, !(spans.isEmpty && style.isPlain) {
                        spans.append(Span(start: visible.count, style: style))
                    }
                }
                index = min(bytes.count, end + 1)
            case UInt8(ascii: "]"):
                // OSC: up to BEL or ESC \.
                var end = index + 2
                while end < bytes.count, bytes[end] != 0x07, !(bytes[end] == Self.escape && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\")) {
                    end += 1
                }
                index = end < bytes.count && bytes[end] == 0x07 ? end + 1 : min(bytes.count, end + 2)
            default:
                // ESC, intermediate bytes, a final byte (`ESC ( B`, `ESC 7`).
                index += 1
                while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
                index = min(bytes.count, index + 1)
            }
        }
    }

    /// The style of visible byte `offset`.
    public func style(at offset: Int) -> Style {
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
            case 7: style.isReversed = true
            case 22: style.isBold = false; style.isDim = false
            case 23: style.isItalic = false
            case 24: style.isUnderlined = false
            case 27: style.isReversed = false
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
    public static func nearestPaletteColor(red: Int, green: Int, blue: Int) -> Int {
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
    public convenience init(visibleTextOf original: ItemStore) {
        self.init(headerCount: original.headerCount)
        for index in 0..<original.readHeaderCount {
            append(original.headerLine(index).map { ANSIText($0).visible } ?? [])
        }
        for index in 0..<original.count { append(ANSIText(original[index]).visible) }
    }
}
