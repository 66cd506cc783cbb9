/// A shell swoop writes a completion script for.
package enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish
}
