/* Signal handling that must be in C: what runs inside a signal handler (so no Swift
   runtime code does) and the state it reads. One definition, in the target's C files
   (signals.c, quit_notice.c, mapping.c), for the whole program: static state in an
   imported header would be copied into every Swift file that uses it. */
#ifndef SWOOP_CSIGNALS_H
#define SWOOP_CSIGNALS_H

#include <spawn.h>
#include <stddef.h>
#include <sys/types.h>
#include <termios.h>

/** Most child process groups the handlers know about at once. */
#define SWOOP_CHILD_GROUP_CAPACITY 256

/** Records a live child process group, so that any way out kills it; 0, or -1 when full. */
int swoop_child_group_add(pid_t group);

/** Forgets a child process group: it is gone. */
void swoop_child_group_remove(pid_t group);

/** Sends `sig` to every recorded child process group (async-signal-safe). */
void swoop_child_groups_signal(int sig);

/** Arms the guard for the terminal drawn on `fd`: on a quit signal (TERM, INT, HUP, QUIT)
    or a fatal one, the handler kills the child groups, writes CAN and `reset` (at most
    256 bytes), restores `modes`, and ends the process; the signals fzf ignores are
    ignored (by a handler that does nothing, which children do not inherit). */
void swoop_guard_arm(int fd, const unsigned char *reset, size_t length, const struct termios *modes);

/** Ignores, for the whole run, the signals fzf ignores (USR1, USR2, ALRM, VTALRM, PROF, XCPU,
    XFSZ, IO, PWR, the real-time ones above SIGRTMIN), by a handler that does nothing. */
void swoop_ignore_signals_fzf_ignores(void);

/** Disarms the guard: the terminal has been put back the ordinary way. */
void swoop_guard_disarm(void);

/** Arms the quit notice: TERM, INT, HUP and QUIT no longer end the process; each writes its
    number (one byte) into `fd`, a pipe's non-blocking write end, for the code that waits to
    read. 0, or -1 when a handler could not be installed. */
int swoop_quit_notice_arm(int fd);

/** Disarms the quit notice: the four signals take their default course again. */
void swoop_quit_notice_disarm(void);

/** Adds a file action closing every descriptor from `lowest` up in the child; 0 on success. */
int swoop_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

/** Guards the file mapped at `start` for `length` bytes (one mapping at a time): when the file
    shrinks underneath it, a read past its new end finds zeros instead of raising SIGBUS, and
    `swoop_mapping_was_cut` says so from then on. Any other SIGBUS is handled as before. */
void swoop_mapping_guard(const void *start, size_t length);

/** Whether the guarded mapping lost pages because its file shrank (1) or not (0). */
int swoop_mapping_was_cut(void);

#endif
