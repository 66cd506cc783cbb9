/* libc pieces Swift cannot import directly: getopt_long's globals, ioctl, GNU extensions. */
#ifndef SWOOP_CLIBC_SHIM_H
#define SWOOP_CLIBC_SHIM_H

#include <getopt.h>
#include <malloc.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/vfs.h>
#include <unistd.h>
#include <wchar.h>

/* glibc declares memrchr only under _GNU_SOURCE, which SwiftPM cannot pass. */
extern void *memrchr(const void *s, int c, size_t n);

/* glibc declares memmem (linear-time substring search) only under _GNU_SOURCE. */
extern void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);

/* glibc declares wcwidth only under _XOPEN_SOURCE, which SwiftPM cannot pass. */
extern int wcwidth(wchar_t c);

/** Terminal columns taken by c: 0, 1 or 2, or -1 when it is not printable. */
static inline int swoop_wcwidth(unsigned int c) { return wcwidth((wchar_t)c); }

/** The eight bytes at p as one word, however p is aligned: always inlined, where Swift's
    loadUnaligned(as:) was left a call per word in large loops. */
static inline uint64_t swoop_load_word(const void *p) {
    uint64_t word;
    memcpy(&word, p, sizeof word);
    return word;
}

/** Asks the processor to start fetching the cache line holding p, for a read soon. */
static inline void swoop_prefetch(const void *p) { __builtin_prefetch(p, 0, 3); }

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

/** Whether the open directory fd is on a pseudo file system of links (procfs, sysfs). */
static inline int swoop_is_pseudo_file_system(int fd) {
    struct statfs info;
    if (fstatfs(fd, &info) != 0) return 0;
    return info.f_type == 0x9fa0 /* PROC_SUPER_MAGIC */ || info.f_type == 0x62656572 /* SYSFS_MAGIC */;
}

/** Keeps freed blocks of up to `mmap_limit` bytes in the heap for reuse (no fresh, zeroed pages). */
static inline void swoop_keep_freed_blocks(int mmap_limit) {
    mallopt(M_MMAP_THRESHOLD, mmap_limit);
    mallopt(M_TRIM_THRESHOLD, 0x7fffffff);
}

#endif
