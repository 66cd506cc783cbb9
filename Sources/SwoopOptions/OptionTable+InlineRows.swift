/// The options of the inline picker: `--height` and what goes with it, as fzf reads them.
import SwoopSystem
extension OptionTable {
    static let inline: [Entry] = [
        Entry("height", nil, .required, "[~][-]N[%]", .display,
              "draw below the cursor in N rows (N% of the terminal, -N: all\nbut N, ~: fewer for a short list) instead of full screen",
              values: .height) { options, value throws(OptionError) in
            options.height = try HeightSpec.parse(value ?? "")
            // The later of --height and --tmux wins, as in fzf.
            options.tmuxPopup = nil
        },
        Entry("no-height") { options, _ in options.height = nil },
        Entry("min-height", nil, .required, "N[+]", .display,
              "fewest rows for a --height percentage; N+: N list rows plus\nthe bar, info and headers (default: 10+)") { options, value throws(OptionError) in
            options.minHeight = try MinHeight.parse(value ?? "")
        },
        Entry("no-clear", nil, .none, "", .display, "with --height, leave the last frame on the terminal at exit") { options, _ in
            options.clearsOnExit = false
        },
        Entry("clear") { options, _ in options.clearsOnExit = true },
    ]
}
