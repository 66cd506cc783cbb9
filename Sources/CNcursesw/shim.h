/* ncursesw for Swift: wide-character API on, macros exported as functions. */
#ifndef SWOOP_NCURSES_SHIM_H
#define SWOOP_NCURSES_SHIM_H

/* SwiftPM drops pkg-config's -D flags, so ask for the wide API here. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

static inline WINDOW *swoop_stdscr(void) { return stdscr; }
static inline WINDOW *swoop_curscr(void) { return curscr; }
static inline int swoop_lines(void) { return LINES; }
static inline int swoop_cols(void) { return COLS; }
static inline int swoop_colors(void) { return COLORS; }
static inline int swoop_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t swoop_a_normal(void) { return A_NORMAL; }
static inline attr_t swoop_a_bold(void) { return A_BOLD; }
static inline attr_t swoop_a_dim(void) { return A_DIM; }
static inline attr_t swoop_a_underline(void) { return A_UNDERLINE; }
static inline attr_t swoop_a_reverse(void) { return A_REVERSE; }
static inline attr_t swoop_a_italic(void) { return A_ITALIC; }
static inline attr_t swoop_a_blink(void) { return A_BLINK; }

/** Whether the terminal set up by setupterm can move the cursor anywhere (has "cup"). */
static inline int swoop_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/** The terminfo string capability `name`, or NULL when the terminal lacks it. */
static inline const char *swoop_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

/** The terminfo string capability `name` with one parameter filled in (tiparm is variadic),
    or NULL when the terminal lacks it; the result lives until the next call. */
static inline const char *swoop_parameterized(const char *name, int parameter) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return tiparm(value, parameter);
}

/** The terminfo numeric capability `name`, or -1 when the terminal lacks it. */
static inline int swoop_numeric_capability(const char *name) {
    int value = tigetnum(name);
    return value < 0 ? -1 : value;
}

/** Sets the attributes and colour pair used by the next writes to stdscr. */
static inline void swoop_set_style(attr_t attrs, short pair) {
    wattr_set(stdscr, attrs, pair, NULL);
}

/** Writes n wide characters at (y, x) on stdscr. */
static inline int swoop_put(int y, int x, const wchar_t *text, int n) {
    return mvwaddnwstr(stdscr, y, x, text, n);
}

/**
 * Puts one grapheme cluster at (y, x) in one cell, as wide as ncurses counts its first scalar:
 * the rest of its scalars (up to CCHARW_MAX in all) ride in the cell and are written with it.
 */
static inline int swoop_put_cluster(int y, int x, const wchar_t *text, int n) {
    cchar_t cell;
    wchar_t first[2] = { text[0], 0 };
    if (setcchar(&cell, first, A_NORMAL, 0, NULL) == ERR) return ERR;
    for (int i = 1; i < n && i < CCHARW_MAX; i++) cell.chars[i] = text[i];
    return mvwadd_wch(stdscr, y, x, &cell);
}

/** Fills n cells of row y from column x with spaces in the current style. */
static inline void swoop_fill(int y, int x, int n) {
    if (wmove(stdscr, y, x) == ERR) return;
    for (int i = 0; i < n; i++) waddch(stdscr, ' ');
}

#endif
