/// How many actions a round of the loop runs before it reads keys and requests again: as many as
/// fit in `time`, the clock read once every `stride` actions (it costs more than a cheap action).
struct RoundBudget {
    /// The time a round may spend on actions.
    static let time = Duration.milliseconds(50)
    /// Actions run between two looks at the clock.
    static let stride = 256

    private let deadline: ContinuousClock.Instant
    private let now: () -> ContinuousClock.Instant
    private var spent = 0

    /// A budget of `time` from now, on the clock `now` reads.
    init(time: Duration = Self.time, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
        deadline = now().advanced(by: time)
    }

    /// One action was run: whether there is time for the next.
    mutating func spend() -> Bool {
        spent += 1
        return spent % Self.stride != 0 || now() < deadline
    }
}
