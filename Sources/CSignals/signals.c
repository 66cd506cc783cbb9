/* The signal handlers and what they read: the live child process groups and the
   terminal to put back. Everything a handler calls is async-signal-safe (kill, write,
   tcsetattr, open, dup2, signal, raise, _exit) and the state it reads is atomic or
   written before the handlers are installed. */
#define _GNU_SOURCE
#include "CSignals.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- Child process groups ---------------------------------------------------- */

/* 0 marks a free slot. */
static pid_t child_groups[SWOOP_CHILD_GROUP_CAPACITY];

static void kill_child_groups_at_exit(void) {
    swoop_child_groups_signal(SIGKILL);
}

int swoop_child_group_add(pid_t group) {
    static int registered_at_exit = 0;
    if (group <= 0) return -1;
    if (__atomic_exchange_n(&registered_at_exit, 1, __ATOMIC_SEQ_CST) == 0) atexit(kill_child_groups_at_exit);
    for (size_t i = 0; i < SWOOP_CHILD_GROUP_CAPACITY; i++) {
        pid_t free_slot = 0;
        if (__atomic_compare_exchange_n(&child_groups[i], &free_slot, group, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return 0;
    }
    return -1;
}

void swoop_child_group_remove(pid_t group) {
    for (size_t i = 0; i < SWOOP_CHILD_GROUP_CAPACITY; i++) {
        pid_t expected = group;
        if (__atomic_compare_exchange_n(&child_groups[i], &expected, 0, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) return;
    }
}

void swoop_child_groups_signal(int sig) {
    int saved = errno;
    for (size_t i = 0; i < SWOOP_CHILD_GROUP_CAPACITY; i++) {
        pid_t group = __atomic_load_n(&child_groups[i], __ATOMIC_SEQ_CST);
        if (group > 0) kill(-group, sig);
    }
    errno = saved;
}

/* ---- The terminal guard ------------------------------------------------------ */

static struct {
    /* The descriptor ncurses draws on; /dev/null is put in its place before the reset,
       so that another thread still drawing cannot undo it. */
    int drawn_fd;
    /* A private duplicate of it, for the reset. */
    int reset_fd;
    size_t reset_length;
    unsigned char reset[257];
    struct termios modes;
} guard = { -1, -1, 0, {0}, {0} };

/* Whether the guard is armed; cleared by the first handler to restore, so it happens once. */
static int guard_armed = 0;

/* An alternate stack for the main thread, so a stack overflow still restores the terminal. */
static unsigned char alternate_stack[64 * 1024];

static const int quit_signals[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT };
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGSTKFLT };
/* What a Go program such as fzf catches and ignores (SIGRTMIN+1 up are added at run time). */
static const int ignored_signals[] = { SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO, SIGPWR };

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

/* Puts the terminal back if the guard is armed; whether it was. */
static int restore_terminal(void) {
    if (__atomic_exchange_n(&guard_armed, 0, __ATOMIC_SEQ_CST) == 0) return 0;
    int saved = errno;
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null_fd >= 0) {
        dup2(null_fd, guard.drawn_fd);
        close(null_fd);
    }
    /* CAN first: it abandons an escape sequence cut off half-way. */
    const unsigned char *next = guard.reset;
    size_t remaining = guard.reset_length;
    while (remaining > 0) {
        ssize_t written = write(guard.reset_fd, next, remaining);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) break;
        next += written;
        remaining -= (size_t)written;
    }
    tcsetattr(guard.reset_fd, TCSANOW, &guard.modes);
    errno = saved;
    return 1;
}

/* TERM, INT, HUP, QUIT: children gone, terminal back, exit 130 as a cancelled pick does. */
static void quit_handler(int sig) {
    swoop_child_groups_signal(SIGKILL);
    if (restore_terminal()) _exit(130);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* A crash, or a signal whose default is to end the process: children gone, terminal back,
   then the signal takes its default course (a core dump, the status of a signal death). */
static void fatal_handler(int sig) {
    swoop_child_groups_signal(SIGKILL);
    restore_terminal();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* A handler that does nothing: unlike SIG_IGN, it is reset to the default across exec. */
static void ignore_handler(int sig) {
    (void)sig;
}

static void install(int sig, void (*handler)(int), int flags) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = flags;
    sigaction(sig, &action, NULL);
}

void swoop_guard_arm(int fd, const unsigned char *reset, size_t length, const struct termios *modes) {
    if (length > sizeof guard.reset - 1) length = sizeof guard.reset - 1;
    guard.reset[0] = 0x18;
    memcpy(guard.reset + 1, reset, length);
    guard.reset_length = length + 1;
    guard.modes = *modes;
    guard.drawn_fd = fd;
    guard.reset_fd = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    if (guard.reset_fd < 0) guard.reset_fd = fd;
    __atomic_store_n(&guard_armed, 1, __ATOMIC_SEQ_CST);

    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, NULL);

    for (size_t i = 0; i < COUNT(quit_signals); i++) install(quit_signals[i], quit_handler, SA_ONSTACK);
    for (size_t i = 0; i < COUNT(fatal_signals); i++) install(fatal_signals[i], fatal_handler, SA_ONSTACK);
    /* fzf dies of SIGRTMIN and ignores the real-time signals above it. */
    install(SIGRTMIN, fatal_handler, SA_ONSTACK);
    swoop_ignore_signals_fzf_ignores();
}

void swoop_ignore_signals_fzf_ignores(void) {
    for (size_t i = 0; i < COUNT(ignored_signals); i++) install(ignored_signals[i], ignore_handler, SA_RESTART);
    for (int sig = SIGRTMIN + 1; sig <= SIGRTMAX; sig++) install(sig, ignore_handler, SA_RESTART);
}

void swoop_guard_disarm(void) {
    if (__atomic_exchange_n(&guard_armed, 0, __ATOMIC_SEQ_CST) == 0) return;
    for (size_t i = 0; i < COUNT(quit_signals); i++) signal(quit_signals[i], SIG_DFL);
    for (size_t i = 0; i < COUNT(fatal_signals); i++) signal(fatal_signals[i], SIG_DFL);
    signal(SIGRTMIN, SIG_DFL);
    /* The ignored signals stay ignored for the rest of the run, as fzf's are. */
    if (guard.reset_fd >= 0 && guard.reset_fd != guard.drawn_fd) close(guard.reset_fd);
    guard.reset_fd = -1;
    guard.drawn_fd = -1;
}

int swoop_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
