/// The `every(N)` events' timers, on the session's event loop.
extension PickerSession {
    /// The `every(N)` events bound at the start tick on the loop's timers (none bound: no timer at all).
    /// A tick that comes while a command is awaited or a chain goes on fires once that is over.
    func addEveryTimers(to loop: EventLoop) {
        var clocks = EveryTimers(intervals: controller.keyMap.everyIntervals, now: LastInput.now)
        guard !clocks.isEmpty else { return }
        loop.addTimer(delay: { [unowned self] in clocks.delay(now: LastInput.now, canFire: isFree) }) { [unowned self] in
            clocks.tick(now: LastInput.now)
            while model.outcome == nil, isFree, let interval = clocks.takeTick() { fire(.every(interval)) }
        }
    }

    /// Whether no command is awaited and no chain goes on: a timer's tick can fire.
    private var isFree: Bool {
        script.awaited == nil && !script.hasActionsToRun
    }
}
