/* libc pieces Swift cannot import directly: getopt_long's globals, ioctl. */
#ifndef SWOOP_CLIBC_SHIM_H
#define SWOOP_CLIBC_SHIM_H

#include <getopt.h>
#include <string.h>
#include <termios.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <wchar.h>

/* glibc declares memrchr only under _GNU_SOURCE, which SwiftPM cannot pass. */
extern void *memrchr(const void *s, int c, size_t n);

/* glibc declares wcwidth only under _XOPEN_SOURCE, which SwiftPM cannot pass. */
extern int wcwidth(wchar_t c);

/** Terminal columns taken by c: 0, 1 or 2, or -1 when it is not printable. */
static inline int swoop_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/** Prepares getopt_long for a fresh parse of a new argument vector. */
static inline void swoop_getopt_reset(void) { optind = 0; opterr = 0; }

/** Index of the next argument getopt_long has not consumed. */
static inline int swoop_optind(void) { return optind; }

/** The current option's argument, or NULL. */
static inline const char *swoop_optarg(void) { return optarg; }

/** The option character that caused the last error. */
static inline int swoop_optopt(void) { return optopt; }

/** Reads the terminal size of fd; returns 0 on success. */
static inline int swoop_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/* The crash guard: on a fatal signal, put the terminal back with async-signal-safe
   calls only (write, tcsetattr), then let the signal take its default course.
   In C, so that no Swift runtime code runs inside the handler. */
struct swoop_guard_state {
    int fd;
    size_t reset_length;
    unsigned char reset[256];
    struct termios modes;
};

/* One state for the handler and the functions that arm it (a static local, so that
   it is emitted with them wherever Swift imports this header). */
static inline struct swoop_guard_state *swoop_guard_state(void) {
    static struct swoop_guard_state state = { -1, 0, {0}, {0} };
    return &state;
}

static void swoop_guard_handler(int sig) {
    struct swoop_guard_state *state = swoop_guard_state();
    if (state->fd >= 0) {
        ssize_t ignored = write(state->fd, state->reset, state->reset_length);
        (void)ignored;
        tcsetattr(state->fd, TCSANOW, &state->modes);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/** Arms the guard for the terminal on `fd`: `reset` is written and `modes` restored on a crash. */
static inline void swoop_guard_arm(int fd, const unsigned char *reset, size_t length, const struct termios *modes) {
    struct swoop_guard_state *state = swoop_guard_state();
    if (length > sizeof state->reset) length = sizeof state->reset;
    memcpy(state->reset, reset, length);
    state->reset_length = length;
    state->modes = *modes;
    state->fd = fd;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = swoop_guard_handler;
    sigemptyset(&action.sa_mask);
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaction(signals[i], &action, NULL);
}

/** Disarms the guard: the terminal was put back the ordinary way. */
static inline void swoop_guard_disarm(void) {
    swoop_guard_state()->fd = -1;
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS };
    for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) signal(signals[i], SIG_DFL);
}

#endif
