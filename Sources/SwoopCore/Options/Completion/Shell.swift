/// A shell swoop writes a completion script for.
public enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
