/// A setting that cannot be used: the message names the offending option or value. Every layer
/// that reads a setting's text (fields, tiebreaks, the walker, addresses) throws it.
package struct OptionError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, for one line on stderr.
    package let description: String

    /// An error saying `description`.
    package init(_ description: String) {
        self.description = description
    }
}
