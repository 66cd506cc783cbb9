/* The guard over a file mapped in place of being read: when the file shrinks underneath
   the mapping, a read past its new end raises SIGBUS; the handler puts zeroed pages over
   the rest of the mapping, notes it, and the read goes on. */
#define _GNU_SOURCE
#include "CSignals.h"

#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static uintptr_t mapping_start;
static uintptr_t mapping_end;
static uintptr_t mapping_page;
static volatile sig_atomic_t mapping_cut;
static struct sigaction earlier_bus_action;

static void bus_handler(int sig, siginfo_t *info, void *context) {
    (void)sig;
    (void)context;
    uintptr_t address = (uintptr_t)info->si_addr;
    if (address >= mapping_start && address < mapping_end) {
        uintptr_t first = address & ~(mapping_page - 1);
        void *zeros = mmap((void *)first, mapping_end - first, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        if (zeros != MAP_FAILED) {
            mapping_cut = 1;
            return;
        }
    }
    /* Not the mapping's: the fault repeats under the disposition there was before. */
    sigaction(SIGBUS, &earlier_bus_action, NULL);
}

void swoop_mapping_guard(const void *start, size_t length) {
    /* Worked out here, not in the handler, where only async-signal-safe calls belong. */
    mapping_page = (uintptr_t)sysconf(_SC_PAGESIZE);
    mapping_start = (uintptr_t)start;
    mapping_end = ((uintptr_t)start + length + mapping_page - 1) & ~(mapping_page - 1);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = bus_handler;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &earlier_bus_action);
}

int swoop_mapping_was_cut(void) {
    return mapping_cut;
}
