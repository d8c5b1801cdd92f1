/*
 * CNcurses: the project's only C boundary.
 *
 * Swift imports plain C functions from ncurses as they are, but a large part of the curses
 * API is made of macros and mutable globals, which Swift cannot (or, in Swift 6 language
 * mode, will not) use:
 *
 *   - function-like macros (getmaxyx, COLOR_PAIR, KEY_F, mvwadd_wch, wattr_set, ...) are
 *     never imported;
 *   - "constant" macros built from casts or other function-like macros (A_BOLD is
 *     NCURSES_BITS(1U,13), the BUTTONn_* masks are NCURSES_MOUSE_MASK(...), ACS_* index the
 *     acs_map array) are not imported either;
 *   - mutable globals (stdscr, LINES, COLS, COLORS, COLOR_PAIRS, ESCDELAY) import as
 *     `var`s, and reading them from Swift 6 code is a strict-concurrency error.
 *
 * Every wrapper below is `static inline` (no object file to build or link: the header is
 * the whole module) and prefixed `tscope_`. Each one says why it exists. Anything not
 * wrapped here that is a real ncurses function (newwin, delwin, werase, wmove, wtimeout,
 * wgetch, wget_wch, mousemask, start_color, init_pair, use_default_colors, curs_set,
 * use_env, use_tioctl, ...) is imported directly and should be called as-is.
 */
#ifndef TSCOPE_CNCURSES_SHIM_H
#define TSCOPE_CNCURSES_SHIM_H

/*
 * The wide-character half of ncurses (cchar_t, setcchar, add_wch, addnwstr, get_wch, ...)
 * is only declared when NCURSES_WIDECHAR is set, which curses.h derives from
 * _XOPEN_SOURCE >= 500 or _XOPEN_SOURCE_EXTENDED. `pkg-config --cflags ncursesw` does hand
 * out -D_XOPEN_SOURCE=600, but SwiftPM drops that flag for system-library targets, so
 * without these two lines `cchar_t` and every *_wch function is silently invisible to Swift.
 * They must come before the first include of curses.h.
 */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>  /* setlocale/LC_CTYPE: wide characters need a UTF-8 LC_CTYPE */
#include <stdbool.h> /* bool in the wrapper signatures below */
#include <stdio.h>   /* FILE for the newterm-based init */
#include <wchar.h>   /* wchar_t for the cell and string writers */

#if defined(__APPLE__)
/* macOS: openpty is declared in <util.h>; the SDK's curses.h is ncurses with the wide API
 * (declared under _XOPEN_SOURCE_EXTENDED above) and links as -lncurses (see
 * Sources/CNcursesDarwin/module.modulemap). */
#include <util.h>
#include <curses.h>
#else
#include <pty.h> /* openpty, for tscope_openpty below */
/* Debian's libncurses-dev installs the wide build's header here (and links it as
 * -lncursesw, see module.modulemap). */
#include <ncursesw/curses.h>
#endif

/* ------------------------------------------------------------------------------------ */
/* Screen lifecycle                                                                     */
/* ------------------------------------------------------------------------------------ */

/*
 * Start curses on an explicit terminal instead of initscr(), which is hard-wired to
 * stdin/stdout, reads $TERM and calls exit() when the terminal type is unknown. newterm
 * takes the terminal type (NULL means $TERM) and the FILE*s to use, and returns NULL on
 * failure, which lets the caller report an error and lets tests drive a pseudo-terminal.
 *
 * Besides newterm it makes the new screen current and applies the modes every full-screen
 * TUI wants: cbreak (keys arrive unbuffered, signals still work), noecho (we draw, the tty
 * does not), nonl (no CR/LF translation, so Enter is distinguishable and cursor motion is
 * cheaper) and keypad (arrow/function keys decoded to KEY_* codes). Cursor visibility,
 * colors, mouse and timeouts are left to the caller (curs_set, start_color, mousemask,
 * wtimeout are plain functions).
 *
 * The locale must be set (at least LC_CTYPE to a UTF-8 locale) BEFORE calling this, or
 * ncurses cannot output non-ASCII characters.
 */
static inline SCREEN *tscope_init_screen(const char *term_type, FILE *out, FILE *in) {
  SCREEN *screen = newterm(term_type, out, in);
  if (screen == NULL) {
    return NULL;
  }
  set_term(screen);
  /* Until a screen has been suspended once (endwin, then a refresh), ncurses flushes its
   * output after every cursor movement, which splits each frame into dozens of small
   * writes. Going through that cycle now, before anything is drawn and before the modes
   * below (endwin would turn the keypad off again), lets doupdate send a frame in one
   * write. */
  endwin();
  doupdate();
  cbreak();
  noecho();
  nonl();
  intrflush(stdscr, FALSE);
  keypad(stdscr, TRUE);
  return screen;
}

/*
 * Undo tscope_init_screen: restore the terminal (endwin) and free the screen (delscreen).
 * Order matters: endwin works on the current screen, so make `screen` current first.
 * After this, tscope_stdscr() must not be used until another screen is initialised.
 */
static inline void tscope_end_screen(SCREEN *screen) {
  if (screen == NULL) {
    return;
  }
  set_term(screen);
  endwin();
  delscreen(screen);
}

/* `stdscr` is a mutable global: a concurrency-safety error when read from Swift 6. */
static inline WINDOW *tscope_stdscr(void) { return stdscr; }

/* `LINES` and `COLS` are mutable globals (updated by ncurses on KEY_RESIZE): same problem. */
static inline int tscope_lines(void) { return LINES; }
static inline int tscope_cols(void) { return COLS; }

/* getmaxyx is a macro that assigns to its (lvalue) arguments; return through pointers. */
static inline void tscope_getmaxyx(WINDOW *win, int *rows, int *cols) {
  int y = 0;
  int x = 0;
  getmaxyx(win, y, x);
  if (rows != NULL) {
    *rows = y;
  }
  if (cols != NULL) {
    *cols = x;
  }
}

/* ------------------------------------------------------------------------------------ */
/* Result codes                                                                         */
/* ------------------------------------------------------------------------------------ */

/* ERR and OK are macros; wrapped so Swift code compares against one spelling, the same
 * as for every other curses constant, whatever the importer does with parenthesised
 * macros. */
static inline int tscope_err(void) { return ERR; }
static inline int tscope_ok(void) { return OK; }

/* ------------------------------------------------------------------------------------ */
/* Attributes and colors                                                                */
/* ------------------------------------------------------------------------------------ */

/* The A_* attributes are NCURSES_BITS(mask, shift) casts: not importable. */
static inline attr_t tscope_a_normal(void) { return A_NORMAL; }
static inline attr_t tscope_a_bold(void) { return A_BOLD; }
static inline attr_t tscope_a_dim(void) { return A_DIM; }
static inline attr_t tscope_a_reverse(void) { return A_REVERSE; }
static inline attr_t tscope_a_underline(void) { return A_UNDERLINE; }
static inline attr_t tscope_a_standout(void) { return A_STANDOUT; }

/* COLOR_PAIR(n) is a function-like macro; it gives the pair's bits for the chtype/attr_t
 * APIs (wattron, wbkgdset). The wide-character writers below take the pair number
 * separately instead. */
static inline attr_t tscope_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

/* COLORS and COLOR_PAIRS are mutable globals (set by start_color): Swift 6 error. */
static inline int tscope_colors(void) { return COLORS; }
static inline int tscope_color_pairs(void) { return COLOR_PAIRS; }

/*
 * Set a window's current attributes and color pair, used by tscope_put_wstr and by
 * erase/clear. wattr_set is a macro in this (non-opaque) ncurses build, so not importable.
 */
static inline int tscope_set_attrs(WINDOW *win, attr_t attrs, short pair) {
  return wattr_set(win, attrs, pair, NULL);
}

/* ------------------------------------------------------------------------------------ */
/* Drawing (wide characters)                                                            */
/* ------------------------------------------------------------------------------------ */

/*
 * Write one wide character with attributes and color pair at (y, x) of `win`. A cchar_t
 * has to be assembled with setcchar from a NUL-terminated wchar_t string, and mvwadd_wch
 * is a macro (wmove + wadd_wch); doing both here keeps cchar_t out of Swift entirely.
 * Returns OK or ERR (ERR also when (y, x) is outside the window; note that writing the
 * bottom-right cell of a window returns ERR after drawing, as ncurses cannot scroll there).
 */
static inline int tscope_put_wchar(WINDOW *win, int y, int x, wchar_t ch, attr_t attrs,
                                   short pair) {
  wchar_t text[2] = {ch, L'\0'};
  cchar_t cell;
  if (setcchar(&cell, text, attrs, pair, NULL) == ERR) {
    return ERR;
  }
  return mvwadd_wch(win, y, x, &cell);
}

/*
 * Write at most `n` wide characters of `text` at (y, x) (n = -1: up to the NUL), using the
 * window's current attributes (see tscope_set_attrs). mvwaddnwstr is a macro
 * (wmove + waddnwstr).
 */
static inline int tscope_put_wstr(WINDOW *win, int y, int x, const wchar_t *text, int n) {
  return mvwaddnwstr(win, y, x, text, n);
}

/*
 * Read back the cell at (y, x): its (first) wide character, attributes and color pair.
 * mvwin_wch is a macro, and unpacking a cchar_t needs getcchar with a buffer large enough
 * for a base character plus combining characters. Any out-pointer may be NULL.
 * Used by tests to check what was drawn without a real terminal.
 */
static inline int tscope_read_wchar(WINDOW *win, int y, int x, wchar_t *ch, attr_t *attrs,
                                    short *pair) {
  cchar_t cell;
  wchar_t text[CCHARW_MAX + 1];
  attr_t cell_attrs = 0;
  short cell_pair = 0;
  if (mvwin_wch(win, y, x, &cell) == ERR) {
    return ERR;
  }
  if (getcchar(&cell, text, &cell_attrs, &cell_pair, NULL) == ERR) {
    return ERR;
  }
  if (ch != NULL) {
    *ch = text[0];
  }
  if (attrs != NULL) {
    *attrs = cell_attrs;
  }
  if (pair != NULL) {
    *pair = cell_pair;
  }
  return OK;
}

/*
 * Flicker-free refresh: copy each changed window to the virtual screen (wnoutrefresh),
 * then send the difference to the terminal once (doupdate). Both are real functions; the
 * wrappers keep the backend's curses calls under one prefix, and tscope_present is the
 * common single-window case.
 */
static inline int tscope_wnoutrefresh(WINDOW *win) { return wnoutrefresh(win); }
static inline int tscope_doupdate(void) { return doupdate(); }
static inline int tscope_present(WINDOW *win) {
  if (wnoutrefresh(win) == ERR) {
    return ERR;
  }
  return doupdate();
}

/*
 * Line-drawing characters for the chtype APIs (wborder, whline, wvline, waddch). ACS_*
 * macros index the acs_map global array, so they are neither importable nor meaningful
 * before a screen is initialised (the map is filled from terminfo by newterm). In a UTF-8
 * locale, drawing the Unicode box characters with tscope_put_wchar works as well.
 */
static inline chtype tscope_acs_hline(void) { return ACS_HLINE; }
static inline chtype tscope_acs_vline(void) { return ACS_VLINE; }
static inline chtype tscope_acs_ulcorner(void) { return ACS_ULCORNER; }
static inline chtype tscope_acs_urcorner(void) { return ACS_URCORNER; }
static inline chtype tscope_acs_llcorner(void) { return ACS_LLCORNER; }
static inline chtype tscope_acs_lrcorner(void) { return ACS_LRCORNER; }
static inline chtype tscope_acs_ltee(void) { return ACS_LTEE; }
static inline chtype tscope_acs_rtee(void) { return ACS_RTEE; }
static inline chtype tscope_acs_ttee(void) { return ACS_TTEE; }
static inline chtype tscope_acs_btee(void) { return ACS_BTEE; }
static inline chtype tscope_acs_plus(void) { return ACS_PLUS; }

/* ------------------------------------------------------------------------------------ */
/* Keyboard                                                                             */
/* ------------------------------------------------------------------------------------ */

/*
 * Key codes returned by wgetch (and by wget_wch together with KEY_CODE_YES) once keypad
 * mode is on. Plain octal macros may import, but KEY_F(n) cannot, and wrapping the whole
 * set keeps one consistent spelling in Swift.
 */
static inline int tscope_key_code_yes(void) { return KEY_CODE_YES; }
static inline int tscope_key_up(void) { return KEY_UP; }
static inline int tscope_key_down(void) { return KEY_DOWN; }
static inline int tscope_key_left(void) { return KEY_LEFT; }
static inline int tscope_key_right(void) { return KEY_RIGHT; }
static inline int tscope_key_home(void) { return KEY_HOME; }
static inline int tscope_key_end(void) { return KEY_END; }
static inline int tscope_key_npage(void) { return KEY_NPAGE; } /* Page Down */
static inline int tscope_key_ppage(void) { return KEY_PPAGE; } /* Page Up */
static inline int tscope_key_resize(void) { return KEY_RESIZE; } /* SIGWINCH seen */
static inline int tscope_key_mouse(void) { return KEY_MOUSE; } /* call tscope_getmouse */
static inline int tscope_key_btab(void) { return KEY_BTAB; } /* Shift-Tab */
static inline int tscope_key_enter(void) { return KEY_ENTER; } /* keypad Enter */
static inline int tscope_key_backspace(void) { return KEY_BACKSPACE; }
static inline int tscope_key_dc(void) { return KEY_DC; } /* Delete */
/* KEY_F(n) is a function-like macro: F1 is tscope_key_f(1). */
static inline int tscope_key_f(int n) { return KEY_F(n); }

/*
 * How long (ms) ncurses waits after ESC for the rest of an escape sequence before
 * returning a bare ESC. The ESCDELAY global is mutable (Swift 6 error) and assigning it
 * does not take effect on an initialised screen anyway: use the functions.
 */
/* The macOS SDK ships ncurses 5.7 (patch 20081102), older than set_escdelay, get_escdelay and
 * use_tioctl; there the ESCDELAY variable stands in and use_tioctl is skipped (the size then
 * comes from the environment or the terminal, as ncurses 5.7 always did). */
#if defined(NCURSES_VERSION_PATCH) && NCURSES_VERSION_PATCH >= 20120616
#define TSCOPE_NCURSES_MODERN_CALLS 1
#else
#define TSCOPE_NCURSES_MODERN_CALLS 0
#endif

static inline int tscope_set_escdelay(int milliseconds) {
#if TSCOPE_NCURSES_MODERN_CALLS
  return set_escdelay(milliseconds);
#else
  ESCDELAY = milliseconds;
  return OK;
#endif
}
static inline int tscope_escdelay(void) {
#if TSCOPE_NCURSES_MODERN_CALLS
  return get_escdelay();
#else
  return ESCDELAY;
#endif
}
/* Take the size from the terminal (TIOCGWINSZ), never from LINES/COLUMNS. */
static inline void tscope_use_tioctl(bool on) {
#if TSCOPE_NCURSES_MODERN_CALLS
  use_tioctl(on);
#else
  (void)on;
#endif
}

/* ------------------------------------------------------------------------------------ */
/* Mouse                                                                                */
/* ------------------------------------------------------------------------------------ */

/* The BUTTON* and mouse-report masks are NCURSES_MOUSE_MASK(...) macros: not importable.
 * Pass an OR of these to mousemask(). */
static inline mmask_t tscope_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t tscope_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t tscope_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t tscope_button4_pressed(void) { return BUTTON4_PRESSED; } /* wheel up */
static inline mmask_t tscope_button5_pressed(void) { return BUTTON5_PRESSED; } /* wheel down */
static inline mmask_t tscope_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t tscope_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }

/*
 * After wgetch returned KEY_MOUSE: fetch the event's cell (x = column, y = row) and button
 * state. getmouse fills an MEVENT; returning the three fields through pointers keeps the
 * struct (and its unused id/z fields) out of Swift. Out-pointers may be NULL.
 * Returns OK, or ERR when there was no mouse event queued.
 */
static inline int tscope_getmouse(int *x, int *y, mmask_t *bstate) {
  MEVENT event;
  if (getmouse(&event) == ERR) {
    return ERR;
  }
  if (x != NULL) {
    *x = event.x;
  }
  if (y != NULL) {
    *y = event.y;
  }
  if (bstate != NULL) {
    *bstate = event.bstate;
  }
  return OK;
}

/* ------------------------------------------------------------------------------------ */
/* Pseudo-terminals                                                                     */
/* ------------------------------------------------------------------------------------ */

/*
 * Open a pseudo-terminal pair whose size is rows x cols, so curses can be driven without a
 * real terminal (tests, and in-process end-to-end checks): give the slave end to
 * tscope_init_screen, and play the terminal/user on the master end. Returns 0, or -1 with
 * errno set.
 *
 * Why here: Swift's Glibc module is built without _XOPEN_SOURCE, so posix_openpt, grantpt,
 * unlockpt and ptsname are not visible from Swift, and <pty.h> is not part of that module.
 * openpty is in libc itself since glibc 2.34 (Debian 12 has 2.36), so no -lutil is needed.
 */
static inline int tscope_openpty(int *master, int *slave, unsigned short rows,
                                 unsigned short cols) {
  struct winsize size = {0};
  size.ws_row = rows;
  size.ws_col = cols;
  return openpty(master, slave, NULL, NULL, &size);
}

#endif /* TSCOPE_CNCURSES_SHIM_H */
