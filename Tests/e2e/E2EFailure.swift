/// An end-to-end failure that carries enough context (often the last screen) to diagnose it.
struct E2EFailure: Error, CustomStringConvertible {
    /// What went wrong, including any captured screen or output.
    let description: String

    /// Makes a failure with the given explanation.
    init(_ description: String) {
        self.description = description
    }
}
