import Glibc

/// Ctrl-Z for a program that handles SIGTSTP itself: stop the job, and return once it is continued.
enum JobControl {
    /// Stops swoop's process group as the shell's Ctrl-Z would, and returns on `fg` (SIGCONT)
    /// with swoop's own SIGTSTP handling back.
    static func stopUntilContinued() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &action, &previous)
        kill(0, SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }
}
