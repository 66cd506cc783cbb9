import CLibc
import Glibc

/// A terminal's size in rows and columns, as fzf takes it: from the tty itself (TIOCGWINSZ),
/// and from `$LINES` and `$COLUMNS` only where the tty cannot tell.
///
/// The environment is often wrong: Vim exports its whole screen's size into the smaller
/// terminal of a popup, and a shell keeps the size it had when the variables were set.
package struct TerminalSize: Equatable, Sendable {
    /// The terminal's height.
    package var rows: Int
    /// The terminal's width.
    package var columns: Int

    /// A size of `rows` by `columns`.
    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// fzf's size when neither the tty nor the environment says: 24 rows of 80 columns.
    package static let fallback = TerminalSize(rows: 24, columns: 80)

    /// The size the kernel gives the tty open on `descriptor`; nil where it gives none (not a
    /// terminal, or a pseudo-terminal whose size was never set: 0 by 0).
    package static func kernel(of descriptor: Int32) -> TerminalSize? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard swoop_window_size(descriptor, &rows, &columns) == 0, rows > 0, columns > 0 else { return nil }
        return TerminalSize(rows: Int(rows), columns: Int(columns))
    }

    /// The size of the tty on `descriptor`, or where it cannot tell, `$LINES` and `$COLUMNS`
    /// as `environment` gives them, each one that is unset or not a number the fallback's.
    package static func of(_ descriptor: Int32, environment: (String) -> String? = Self.processEnvironment) -> TerminalSize {
        if let size = kernel(of: descriptor) { return size }
        return fromEnvironment(environment)
    }

    /// `$LINES` and `$COLUMNS` as `environment` gives them; a value unset, empty or not a
    /// positive number is the fallback's.
    package static func fromEnvironment(_ environment: (String) -> String?) -> TerminalSize {
        /// The variable `name` as a positive number, or `otherwise`.
        func number(_ name: String, otherwise: Int) -> Int {
            guard let text = environment(name), let value = Int(text), value > 0 else { return otherwise }
            return value
        }
        return TerminalSize(rows: number("LINES", otherwise: fallback.rows),
                            columns: number("COLUMNS", otherwise: fallback.columns))
    }

    /// The variable `name` of this process's environment.
    package static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
