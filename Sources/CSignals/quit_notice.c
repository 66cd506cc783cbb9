/* The quit notice: for a swoop that waits on others (the caller of a --tmux popup) and
   must end them before it goes, TERM, INT, HUP and QUIT do not end the process; the
   handler writes the signal's number into a pipe, and the waiting code reads it there.
   The handler calls write only and reads a descriptor set before it is installed. */
#define _GNU_SOURCE
#include "CSignals.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static int notice_fd = -1;

static const int noticed_signals[] = { SIGTERM, SIGINT, SIGHUP, SIGQUIT };

#define COUNT(array) (sizeof (array) / sizeof (array)[0])

static void notice_handler(int sig) {
    int saved = errno;
    int fd = __atomic_load_n(&notice_fd, __ATOMIC_SEQ_CST);
    unsigned char number = (unsigned char)sig;
    /* A full pipe already holds a notice: this one can go. */
    if (fd >= 0) (void)!write(fd, &number, 1);
    errno = saved;
}

int swoop_quit_notice_arm(int fd) {
    if (fd < 0) return -1;
    __atomic_store_n(&notice_fd, fd, __ATOMIC_SEQ_CST);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = notice_handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (size_t i = 0; i < COUNT(noticed_signals); i++) {
        if (sigaction(noticed_signals[i], &action, NULL) != 0) return -1;
    }
    return 0;
}

void swoop_quit_notice_disarm(void) {
    for (size_t i = 0; i < COUNT(noticed_signals); i++) signal(noticed_signals[i], SIG_DFL);
    __atomic_store_n(&notice_fd, -1, __ATOMIC_SEQ_CST);
}
