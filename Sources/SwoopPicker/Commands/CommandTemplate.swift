/// A command with fzf's placeholders (`--preview`, `--bind` actions), filled in for a moment of the picker.
///
/// fzf 0.74's rules, case for case (`Placeholder` reads the braces):
/// `{}` is the current item, `{N}`/`{-1}`/`{N..M}`/`{..}`/`{1,3}` its fields
/// (split by `--delimiter` from the line as read, a delimiter ending them
/// dropped, surrounding white space trimmed unless `s`), `{n}` its index;
/// with `+` every marked item (the current one when none is), with `*` every
/// matched item, each value quoted and separated by a space; `{q}` the query,
/// `{q:N}` its fields, `{fzf:query}`/`{fzf:prompt}` quoted, `{fzf:action}`
/// unquoted; `f` writes the values to a temporary file, one a line, and puts
/// its quoted path in their place; `r` leaves values unquoted. `\{…}` is the
/// placeholder's text. With no current item `{}` and `{n}` are `''`.
///
/// Every value is one quoted word of the shell (`CommandShell.quoted`), so no
/// item, query or prompt can add shell syntax, except through `r`, raw by
/// definition. NUL bytes, which a command line cannot hold, are dropped.
import SwoopSystem
package struct CommandTemplate: Sendable, Equatable {
    /// A piece of the template: text as written, or a placeholder.
    enum Segment: Sendable, Equatable {
        case text([UInt8])
        case placeholder(Placeholder)
    }

    /// The template as written.
    package let text: String
    let segments: [Segment]
    /// Whether the template has a placeholder (one with a rejected range list counts, as in fzf).
    package let hasPlaceholders: Bool

    /// Reads `text`'s placeholders.
    package init(_ text: String) {
        self.text = text
        var segments: [Segment] = []
        var literal: [UInt8] = []
        var hasPlaceholders = false
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            var before = rest[..<open]
            let body = rest[rest.index(after: open)...].prefix { $0 != "}" }
            let isClosed = body.endIndex < rest.endIndex
            guard isClosed, let parsed = Placeholder.parse(body) else {
                literal += Array(rest[...open].utf8)
                rest = rest[rest.index(after: open)...]
                continue
            }
            let isEscaped = before.last == "\\"
            if isEscaped { before = before.dropLast() }
            literal += Array(before.utf8)
            switch (isEscaped, parsed) {
            case (true, _):
                literal += Array("{\(body)}".utf8)
            case (false, .text(let kept)):
                hasPlaceholders = true
                literal += Array(kept.utf8)
            case (false, .placeholder(let placeholder)):
                hasPlaceholders = true
                if !literal.isEmpty { segments.append(.text(literal)) }
                literal = []
                segments.append(.placeholder(placeholder))
            }
            rest = rest[rest.index(after: body.endIndex)...]
        }
        literal += Array(rest.utf8)
        if !literal.isEmpty { segments.append(.text(literal)) }
        self.segments = segments
        self.hasPlaceholders = hasPlaceholders
    }

    /// The template's placeholders, in order.
    package var placeholders: [Placeholder] {
        segments.compactMap { segment in
            if case .placeholder(let placeholder) = segment { return placeholder }
            return nil
        }
    }

    /// Whether the command changes with the query (or the prompt, or the action): `{q}`, `{q:…}`,
    /// `{fzf:…}`. A preview with one runs again when the query changes.
    package var usesQuery: Bool { placeholders.contains { $0.dependsOnState } }
    /// Whether a placeholder has `+` (the marked items).
    package var usesMarked: Bool { placeholders.contains { $0.flags.contains(.marked) } }
    /// Whether a placeholder has `*` (the matched items).
    package var usesMatched: Bool { placeholders.contains { $0.flags.contains(.matched) } }
    /// Whether a placeholder has `f` (a temporary file).
    package var usesFiles: Bool { placeholders.contains { $0.flags.contains(.file) } }

    /// Whether fzf would run the command now: it has no placeholder, or one of the query's, or
    /// `*`, or `+` with items marked (all placeholders count as `+` with `forcesMarked`), or there
    /// is a current item.
    package func isRunnable(_ context: CommandContext, forcesMarked: Bool = false) -> Bool {
        !hasPlaceholders || usesQuery || usesMatched
            || ((usesMarked || forcesMarked) && !context.marked.isEmpty) || context.current != nil
    }

    /// A command filled in: its bytes, and the temporary files its `{f}` placeholders wrote.
    package struct Rendered: Sendable, Equatable {
        package var bytes: [UInt8]
        package var files: [String]
    }

    /// The command for `context`, each value quoted for `shell`; `{f}` files are made in `files`.
    /// `forcesMarked` makes every item placeholder stand for the marked items, as if it had `+`.
    package func render(
        _ context: CommandContext, shell: CommandShell, files: TemporaryFiles, forcesMarked: Bool = false
    ) -> Rendered {
        var rendered = Rendered(bytes: [], files: [])
        for segment in segments {
            switch segment {
            case .text(let bytes):
                rendered.bytes += bytes
            case .placeholder(let placeholder):
                var filler = PlaceholderFiller(context: context, shell: shell, placeholder: placeholder)
                rendered.bytes += filler.value(forcesMarked: forcesMarked, files: files)
                if let path = filler.writtenFile { rendered.files.append(path) }
            }
        }
        rendered.bytes.removeAll { $0 == 0 }
        return rendered
    }
}
