/* libc pieces Swift cannot import directly: getopt_long's globals, ioctl, GNU extensions. */
#ifndef SWOOP_CLIBC_SHIM_H
#define SWOOP_CLIBC_SHIM_H

#include <emmintrin.h>
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

/** The bytes of the 16 at p that are `target`, as bits (`case_bit` 0x20: either case of a letter). */
static inline unsigned swoop_equal_16(const uint8_t *p, uint8_t target, uint8_t case_bit) {
    __m128i bytes = _mm_or_si128(_mm_loadu_si128((const __m128i *)p), _mm_set1_epi8((char)case_bit));
    return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)target)));
}

/** The bytes of `text[at..<at+16]` (those before `count`; `at` < `count`) that are `target`, as
    bits from `at` up; never reading outside the text (the last sixteen bytes are read overlapped). */
static inline unsigned swoop_equal_at(const uint8_t *text, long count, long at, uint8_t target, uint8_t case_bit) {
    if (at + 16 <= count) return swoop_equal_16(text + at, target, case_bit);
    if (count >= 16) return swoop_equal_16(text + count - 16, target, case_bit) >> (at - (count - 16));
    unsigned equal = 0;
    for (long i = at; i < count; i++) {
        if ((text[i] | case_bit) == target) equal |= 1u << (i - at);
    }
    return equal;
}

/** The bytes of `text[from..<from+64]` (those before `count`) that are `target` (`case_bit` 0x20:
    either case of a letter), as bits from `from` up; sixteen at a time. */
static inline uint64_t swoop_equal_mask_64(const uint8_t *text, long count, long from, uint8_t target, uint8_t case_bit) {
    uint64_t mask = 0;
    for (long chunk = 0; chunk < 64 && from + chunk < count; chunk += 16) {
        mask |= (uint64_t)swoop_equal_at(text, count, from + chunk, target, case_bit) << chunk;
    }
    return mask;
}

/** Whether every byte of `text[0..<count]` is ASCII; sixteen at a time, the last sixteen read
    overlapped, never reading outside the text. */
static inline int swoop_is_ascii(const uint8_t *text, long count) {
    if (count < 16) {
        int high = 0;
        for (long i = 0; i < count; i++) high |= text[i];
        return high < 0x80;
    }
    __m128i any = _mm_loadu_si128((const __m128i *)(text + count - 16));
    for (long i = 0; i + 16 <= count; i += 16) any = _mm_or_si128(any, _mm_loadu_si128((const __m128i *)(text + i)));
    return _mm_movemask_epi8(any) == 0;
}

/** Where `characters[at]` lands when `characters[0..<k]` (ASCII) are found in order among the
    bytes of `text[0..<count]`, each as early as it goes (either case of a letter unless its variant
    has bit 2, case-sensitive); -1 when they are not all there in order. Other bytes, non-ASCII
    ones too, are passed over. Sixteen bytes at a time, never reading outside the text. */
static inline long swoop_earliest_in_order(const uint8_t *text, long count, const uint32_t *characters,
                                           const uint8_t *variants, long k, long at) {
    long from = 0, landed = -1;
    for (long c = 0; c < k; c++) {
        uint8_t target = (uint8_t)characters[c];
        uint8_t case_bit = characters[c] - 0x61 < 26 && !(variants[c] & 2) ? 0x20 : 0;
        unsigned equal = 0;
        while (from + 16 <= count && !(equal = swoop_equal_16(text + from, target, case_bit))) from += 16;
        /* The last bytes, fewer than sixteen: overlapped (or one at a time in a short text). */
        if (!equal && from < count) equal = swoop_equal_at(text, count, from, target, case_bit);
        if (!equal) return -1;
        from += __builtin_ctz(equal);
        if (c == at) landed = from;
        from += 1;
    }
    return landed;
}

/** The bytes of the 16 at p that are `target` after OR-ing `case_bit`, or not ASCII, as bits. */
static inline unsigned swoop_candidates_16(const uint8_t *p, __m128i target, __m128i case_bit) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)p);
    __m128i equal = _mm_cmpeq_epi8(_mm_or_si128(bytes, case_bit), target);
    return (unsigned)_mm_movemask_epi8(_mm_or_si128(equal, bytes));
}

/** Whether `byte` may begin a character folding to ASCII (`UnicodeFolding.mayFoldToASCII`). */
static inline int swoop_may_start_latin(uint8_t byte) {
    return (byte >= 0xC3 && byte <= 0xCA) || byte == 0xCD || byte == 0xE1 || byte == 0xE2 || byte == 0xEA || byte == 0xEF;
}

/** `swoop_candidates_16`, but with `latin_only` the only non-ASCII bytes kept are those that may
    begin a character folding to ASCII (`UnicodeFolding.mayFoldToASCII`): C3–CA, CD, E1, E2, EA and EF. */
static inline unsigned swoop_candidates_exact_16(const uint8_t *p, __m128i target, __m128i case_bit, int latin_only) {
    __m128i bytes = _mm_loadu_si128((const __m128i *)p);
    unsigned found = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(bytes, case_bit), target));
    unsigned high = (unsigned)_mm_movemask_epi8(bytes);
    if (!high) return found;
    if (!latin_only) return found | high;
    /* Signed, C3–CA are -61 to -54; no ASCII byte is below -53. */
    __m128i latin = _mm_and_si128(_mm_cmpgt_epi8(bytes, _mm_set1_epi8((char)0xC2)), _mm_cmplt_epi8(bytes, _mm_set1_epi8((char)0xCB)));
    latin = _mm_or_si128(latin, _mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)0xCD)));
    __m128i symbols = _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)0xE1)), _mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)0xE2)));
    __m128i forms = _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)0xEA)), _mm_cmpeq_epi8(bytes, _mm_set1_epi8((char)0xEF)));
    return found | (unsigned)_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(latin, symbols), forms));
}

/** The first index in `text[from..<count]` whose byte is `target` after OR-ing `case_bit`, or is
    not ASCII (with `latin_only`, only a byte that may begin a character folding to ASCII);
    `count` when there is none. Sixty-four bytes at a time while no byte is even near a candidate,
    then sixteen; never reading outside `text[0..<count]`. */
static inline long swoop_find_candidate(const uint8_t *text, long from, long count, uint8_t target, uint8_t case_bit, int latin_only) {
    __m128i wanted = _mm_set1_epi8((char)target), bit = _mm_set1_epi8((char)case_bit);
    long i = from;
    for (; i + 64 <= count; i += 64) {
        uint64_t near = (uint64_t)swoop_candidates_16(text + i, wanted, bit)
            | (uint64_t)swoop_candidates_16(text + i + 16, wanted, bit) << 16
            | (uint64_t)swoop_candidates_16(text + i + 32, wanted, bit) << 32
            | (uint64_t)swoop_candidates_16(text + i + 48, wanted, bit) << 48;
        if (!near) continue;
        for (int part = 0; part < 64; part += 16) {
            unsigned found = swoop_candidates_exact_16(text + i + part, wanted, bit, latin_only);
            if (found) return i + part + __builtin_ctz(found);
        }
    }
    for (; i + 16 <= count; i += 16) {
        unsigned found = swoop_candidates_exact_16(text + i, wanted, bit, latin_only);
        if (found) return i + __builtin_ctz(found);
    }
    if (i < count && count >= 16) {
        /* The last bytes, fewer than sixteen: read overlapped with the ones before. */
        unsigned found = swoop_candidates_exact_16(text + count - 16, wanted, bit, latin_only) >> (i - (count - 16));
        return found ? i + __builtin_ctz(found) : count;
    }
    for (; i < count; i++) {
        uint8_t byte = text[i];
        if ((byte | case_bit) == target) return i;
        if (byte >= 0x80 && (!latin_only || swoop_may_start_latin(byte))) return i;
    }
    return count;
}

/** Writes the offset just past each `separator` in `bytes[from..<to]` to `ends`, in order, and
    returns how many; `ends` must have room for `to - from`. Sixty-four bytes at a time. */
static inline long swoop_separator_ends(const uint8_t *bytes, long from, long to, uint8_t separator, long *ends) {
    __m128i wanted = _mm_set1_epi8((char)separator);
    long n = 0, i = from;
    for (; i + 64 <= to; i += 64) {
        uint64_t found = 0;
        for (int part = 0; part < 4; part++) {
            __m128i chunk = _mm_loadu_si128((const __m128i *)(bytes + i + 16 * part));
            found |= (uint64_t)(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, wanted)) << (16 * part);
        }
        while (found) {
            ends[n++] = i + __builtin_ctzll(found) + 1;
            found &= found - 1;
        }
    }
    for (; i < to; i++) {
        if (bytes[i] == separator) ends[n++] = i + 1;
    }
    return n;
}

/** The bonus of `text[index]`: `bonuses[classes[before] * 8 + classes[byte]]`, the byte before
    the first being class index 256. */
static inline int32_t swoop_bonus_at(const uint8_t *text, long index, const uint8_t *classes, const int32_t *bonuses) {
    int before = index == 0 ? classes[256] : classes[text[index - 1]];
    return bonuses[before * 8 + classes[text[index]]];
}

/** The best bonus (`swoop_bonus_at`) among the bytes of `text[0..<count]` equal to `target` after
    OR-ing `case_bit`; INT32_MIN when there are none. `*is_ascii` says whether every byte is ASCII (when not, the
    bonus is not worked out). Sixteen bytes at a time, never reading outside the text. */
static inline int32_t swoop_best_bonus(const uint8_t *text, long count, uint8_t target, uint8_t case_bit,
                                       const uint8_t *classes, const int32_t *bonuses, int *is_ascii) {
    int32_t best = INT32_MIN;
    __m128i wanted = _mm_set1_epi8((char)target), bit = _mm_set1_epi8((char)case_bit), any = _mm_setzero_si128();
    long i = 0;
    if (count >= 16) {
        for (;; i += 16) {
            /* The last sixteen read overlapped: an occurrence seen twice is still the same best. */
            long at = i + 16 <= count ? i : count - 16;
            __m128i bytes = _mm_loadu_si128((const __m128i *)(text + at));
            any = _mm_or_si128(any, bytes);
            unsigned equal = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(bytes, bit), wanted));
            while (equal) {
                int32_t bonus = swoop_bonus_at(text, at + __builtin_ctz(equal), classes, bonuses);
                if (bonus > best) best = bonus;
                equal &= equal - 1;
            }
            if (at + 16 >= count) break;
        }
        *is_ascii = _mm_movemask_epi8(any) == 0;
    } else {
        int high = 0;
        for (; i < count; i++) {
            high |= text[i];
            if ((text[i] | case_bit) == target) {
                int32_t bonus = swoop_bonus_at(text, i, classes, bonuses);
                if (bonus > best) best = bonus;
            }
        }
        *is_ascii = high < 0x80;
    }
    return best;
}

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
