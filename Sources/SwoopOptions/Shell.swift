/// A shell swoop writes a completion script for.
package enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}

/// A shell swoop sets up (`--bash`, `--zsh`, `--fish`, `--nushell`): key bindings and fuzzy completion.
package enum IntegrationShell: String, Sendable, CaseIterable {
    case bash, zsh, fish, nushell

    /// The shell's completion script of swoop's options, printed after its scripts; nil for Nushell,
    /// which gets none.
    package var completionShell: Shell? {
        Shell(rawValue: rawValue)
    }

    /// The extension of its scripts in `shell/` (`key-bindings.nu`).
    package var scriptExtension: String {
        self == .nushell ? "nu" : rawValue
    }

    /// Its name in a sentence (`Nushell`).
    package var displayName: String {
        self == .nushell ? "Nushell" : rawValue
    }
}
