/// `--tmux[=[center|top|bottom|left|right][,W[%]][,H[%]][,border-native]]` (and `--popup`):
/// where the tmux popup goes and how big it is, as fzf reads it.
import SwoopSystem
package struct TmuxPopupSpec: Sendable, Equatable {
    package enum Position: Sendable, Equatable {
        case center, top, bottom, left, right
    }

    /// A popup dimension: cells, or a percentage of the window.
    package enum Size: Sendable, Equatable {
        case cells(Int)
        case percent(Int)

        /// As tmux's `display-popup -w`/`-h` take it.
        package var tmuxValue: String {
            switch self {
            case .cells(let count): String(count)
            case .percent(let share): "\(share)%"
            }
        }
    }

    package var position = Position.center
    package var width = Size.percent(50)
    package var height = Size.percent(50)
    /// `border-native`: tmux draws the popup's border (otherwise the popup has none).
    package var nativeBorder = false

    package init() {}

    /// Parses the option's value (nil: the defaults, a centred popup half the window each way).
    package static func parse(_ text: String?) throws(OptionError) -> TmuxPopupSpec {
        var spec = TmuxPopupSpec()
        guard let text else { return spec }
        let failure = OptionError("--tmux: '\(text)' is not [center|top|bottom|left|right][,SIZE[%]][,SIZE[%]][,border-native]")
        var tokens = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard !tokens.isEmpty, tokens.count <= 4 else { throw failure }
        if let native = tokens.firstIndex(of: "border-native") {
            tokens.remove(at: native)
            spec.nativeBorder = true
        }
        var side = "center"
        switch tokens.first {
        case "top", "up": (side, spec.position, spec.width) = ("top", .top, .percent(100))
        case "bottom", "down": (side, spec.position, spec.width) = ("bottom", .bottom, .percent(100))
        case "left": (side, spec.position, spec.height) = ("left", .left, .percent(100))
        case "right": (side, spec.position, spec.height) = ("right", .right, .percent(100))
        case "center": break
        default: tokens.insert("center", at: 0)
        }
        let sizes = try tokens.dropFirst().map { word throws(OptionError) -> Size in
            guard let size = size(word) else { throw failure }
            return size
        }
        switch sizes.count {
        case 0: break
        case 1:
            switch side {
            case "top", "bottom": spec.height = sizes[0]
            case "left", "right": spec.width = sizes[0]
            default: (spec.width, spec.height) = (sizes[0], sizes[0])
            }
        case 2: (spec.width, spec.height) = (sizes[0], sizes[1])
        default: throw failure
        }
        return spec
    }

    /// `N` cells or `N%` (at most 100%).
    private static func size(_ word: String) -> Size? {
        if word.hasSuffix("%"), let share = Int(word.dropLast()), (0...100).contains(share) { return .percent(share) }
        if let count = Int(word), count >= 0 { return .cells(count) }
        return nil
    }
}
