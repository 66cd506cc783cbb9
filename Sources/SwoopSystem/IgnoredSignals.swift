import CSignals

/// The signals swoop ignores from its start, in every mode, as fzf does.
package enum IgnoredSignals {
    /// Ignores USR1, USR2, ALRM, VTALRM, PROF, XCPU, XFSZ, IO, PWR and the real-time signals
    /// (a handler that does nothing, so the commands swoop runs get the default back).
    package static func install() {
        swoop_ignore_signals_fzf_ignores()
    }
}
