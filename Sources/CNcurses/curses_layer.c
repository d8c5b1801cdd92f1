/*
 * The one file that includes curses.h. Everything that differs between the ncurses builds the
 * project meets is settled here, behind the plain-C functions of include/CNcurses.h:
 *
 *   - The wide-character API (cchar_t, setcchar, wadd_wch, win_wch, wget_wch) is declared
 *     only when NCURSES_WIDECHAR is 1, which curses.h derives from _XOPEN_SOURCE_EXTENDED or
 *     _XOPEN_SOURCE >= 500. Package.swift passes both NCURSES_WIDECHAR=1 and
 *     _XOPEN_SOURCE_EXTENDED=1 as -D options (cSettings): on macOS curses.h belongs to the
 *     SDK's Clang module Darwin.ncurses, and a #define in this file would not reach it (a
 *     module starts with a fresh preprocessor state; Apple's Darwin.modulemap says such
 *     macros must be passed with -D). The #error below stops a build that lost them.
 *   - Mouse: Debian builds mouse version 2 (BUTTON5_* exist, wheel-down is BUTTON5_PRESSED);
 *     the macOS SDK's ncurses 6.0 (ABI 5) is mouse version 1, which has no button 5 and
 *     reports wheel-down as REPORT_MOUSE_POSITION; ncurses 5.x reported it as button 2.
 *   - WINDOW is a complete struct on Debian and opaque on macOS (NCURSES_OPAQUE 1): only
 *     pointers to it are used here, and Swift sees the opaque tscope_window.
 *   - NCURSES_CONST is const on Debian and empty on macOS, so tigetstr and tigetflag take
 *     char * there: the name is cast here.
 *   - mmask_t is unsigned on Debian and unsigned long on macOS; attr_t fits uint32_t on both.
 */
#if defined(__APPLE__) || defined(TSCOPE_PLAIN_CURSES_H)
/* The macOS SDK (and a build configured like it) installs the wide build as curses.h. */
#include <curses.h>
#include <term.h>
#else
/* Debian's libncurses-dev installs the wide build's headers under ncursesw/. */
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>

#include "CNcurses.h"

#if !defined(NCURSES_WIDECHAR) || !NCURSES_WIDECHAR || !defined(CCHARW_MAX)
#error "curses.h hid its wide-character API: compile with -DNCURSES_WIDECHAR=1 -D_XOPEN_SOURCE_EXTENDED=1"
#endif

/* use_tioctl arrived with patch 20120616; Debian's 6.4 and the 6.0 (20150808) of the macOS
 * 14+ SDKs have it and the escape-delay functions. Older headers (the 5.7 of macOS 13 and
 * earlier SDKs, which the macOS 15 floor rules out) get the ESCDELAY variable and no
 * use_tioctl: ncurses 5.7 with use_env(FALSE) would then size the screen from terminfo. */
#if defined(NCURSES_VERSION_PATCH) && NCURSES_VERSION_PATCH >= 20120616
#define TSCOPE_NCURSES_MODERN_CALLS 1
#else
#define TSCOPE_NCURSES_MODERN_CALLS 0
#endif

struct tscope_screen {
  SCREEN *screen;
  FILE *input;
  FILE *output;
};

static WINDOW *window_of(tscope_window *window) { return (WINDOW *)(void *)window; }

/* ---- Result codes ------------------------------------------------------------------- */

int tscope_ok(void) { return OK; }
int tscope_err(void) { return ERR; }

/* ---- Screen lifecycle --------------------------------------------------------------- */

static FILE *stream_on_copy(int fd, const char *mode) {
  int copy = dup(fd);
  if (copy < 0) {
    return NULL;
  }
  FILE *stream = fdopen(copy, mode);
  if (stream == NULL) {
    close(copy);
  }
  return stream;
}

tscope_screen *tscope_init_screen(const char *term_type, int input_fd, int output_fd) {
  tscope_screen *result = calloc(1, sizeof *result);
  if (result == NULL) {
    return NULL;
  }
  result->output = stream_on_copy(output_fd, "w");
  result->input = result->output == NULL ? NULL : stream_on_copy(input_fd, "r");
  if (result->input != NULL) {
    /* newterm reads $TERM when term_type is NULL; NCURSES_CONST makes it char * on macOS. */
    result->screen = newterm((char *)term_type, result->output, result->input);
  }
  if (result->screen == NULL) {
    if (result->input != NULL) {
      fclose(result->input);
    }
    if (result->output != NULL) {
      fclose(result->output);
    }
    free(result);
    return NULL;
  }
  set_term(result->screen);
  /* Until a screen has been suspended once (endwin, then a refresh), ncurses flushes its
   * output after every cursor movement, which splits each frame into dozens of small writes.
   * Going through that cycle now, before anything is drawn and before the modes below (endwin
   * turns the keypad off again), lets doupdate send a frame in one write. */
  endwin();
  doupdate();
  cbreak();
  noecho();
  nonl();
  intrflush(stdscr, FALSE);
  keypad(stdscr, TRUE);
  return result;
}

void tscope_end_screen(tscope_screen *screen) {
  if (screen == NULL) {
    return;
  }
  /* endwin works on the current screen: make this one current first. */
  set_term(screen->screen);
  endwin();
  delscreen(screen->screen);
  fclose(screen->input);
  fclose(screen->output);
  free(screen);
}

void tscope_use_env(bool on) { use_env(on); }

void tscope_use_tioctl(bool on) {
#if TSCOPE_NCURSES_MODERN_CALLS
  use_tioctl(on);
#else
  (void)on;
#endif
}

/* stdscr, LINES and COLS are mutable globals: Swift 6 refuses to read them. */
tscope_window *tscope_stdscr(void) { return (tscope_window *)(void *)stdscr; }
int tscope_lines(void) { return LINES; }
int tscope_cols(void) { return COLS; }

void tscope_getmaxyx(tscope_window *window, int *rows, int *cols) {
  int y = 0;
  int x = 0;
  getmaxyx(window_of(window), y, x); /* a macro assigning to its arguments */
  if (rows != NULL) {
    *rows = y;
  }
  if (cols != NULL) {
    *cols = x;
  }
}

int tscope_resize_term(int rows, int cols) { return resize_term(rows, cols); }
int tscope_raw(void) { return raw(); }
int tscope_curs_set(int visibility) { return curs_set(visibility); }
int tscope_typeahead(int fd) { return typeahead(fd); }

/* ---- Terminal capabilities ---------------------------------------------------------- */

const char *tscope_tigetstr(const char *name) {
  char *value = tigetstr((char *)name);
  /* (char *)-1: not a string capability; NULL: the terminal lacks it. */
  if (value == NULL || value == (char *)-1) {
    return NULL;
  }
  return value;
}

int tscope_tigetflag(const char *name) { return tigetflag((char *)name); }

/* ---- Attributes and colours --------------------------------------------------------- */

uint32_t tscope_a_normal(void) { return (uint32_t)A_NORMAL; }
uint32_t tscope_a_bold(void) { return (uint32_t)A_BOLD; }
uint32_t tscope_a_dim(void) { return (uint32_t)A_DIM; }
uint32_t tscope_a_reverse(void) { return (uint32_t)A_REVERSE; }
uint32_t tscope_a_underline(void) { return (uint32_t)A_UNDERLINE; }
uint32_t tscope_a_standout(void) { return (uint32_t)A_STANDOUT; }
uint32_t tscope_color_pair(int pair) { return (uint32_t)COLOR_PAIR(pair); }

bool tscope_has_colors(void) { return has_colors(); }
int tscope_start_color(void) { return start_color(); }
int tscope_use_default_colors(void) { return use_default_colors(); }
int tscope_colors(void) { return COLORS; }
int tscope_color_pairs(void) { return COLOR_PAIRS; }
int tscope_init_pair(int16_t pair, int16_t foreground, int16_t background) {
  return init_pair(pair, foreground, background);
}

/* ---- Drawing ------------------------------------------------------------------------ */

int tscope_put_cell(tscope_window *window, int y, int x, uint32_t scalar, uint32_t attrs,
                    int16_t pair) {
  /* A cchar_t is built by setcchar from a NUL-terminated wide string; mvwadd_wch is a macro. */
  wchar_t text[2] = {(wchar_t)scalar, L'\0'};
  cchar_t cell;
  if (setcchar(&cell, text, (attr_t)attrs, pair, NULL) == ERR) {
    return ERR;
  }
  return mvwadd_wch(window_of(window), y, x, &cell);
}

int tscope_read_cell(tscope_window *window, int y, int x, uint32_t *scalar, uint32_t *attrs,
                     int16_t *pair) {
  cchar_t cell;
  wchar_t text[CCHARW_MAX + 1];
  attr_t cell_attrs = 0;
  short cell_pair = 0;
  if (mvwin_wch(window_of(window), y, x, &cell) == ERR) {
    return ERR;
  }
  if (getcchar(&cell, text, &cell_attrs, &cell_pair, NULL) == ERR) {
    return ERR;
  }
  if (scalar != NULL) {
    *scalar = (uint32_t)text[0];
  }
  if (attrs != NULL) {
    *attrs = (uint32_t)cell_attrs;
  }
  if (pair != NULL) {
    *pair = cell_pair;
  }
  return OK;
}

/* glibc's wchar.h declares wcwidth only under _XOPEN_SOURCE, which would change what the rest
 * of this file sees; the declaration is the same on every C library. */
int wcwidth(wchar_t c);

int tscope_char_width(uint32_t scalar) { return wcwidth((wchar_t)scalar); }

int tscope_erase(tscope_window *window) { return werase(window_of(window)); }
int tscope_clearok(tscope_window *window, bool on) { return clearok(window_of(window), on); }
int tscope_wnoutrefresh(tscope_window *window) { return wnoutrefresh(window_of(window)); }
int tscope_doupdate(void) { return doupdate(); }

int tscope_present(tscope_window *window) {
  if (wnoutrefresh(window_of(window)) == ERR) {
    return ERR;
  }
  return doupdate();
}

/* ---- Keyboard ----------------------------------------------------------------------- */

void tscope_timeout(tscope_window *window, int milliseconds) {
  wtimeout(window_of(window), milliseconds);
}

int tscope_getch(tscope_window *window) { return wgetch(window_of(window)); }

int tscope_get_wch(tscope_window *window, uint32_t *value) {
  wint_t key = 0;
  int status = wget_wch(window_of(window), &key);
  if (value != NULL) {
    *value = (uint32_t)key;
  }
  return status;
}

int tscope_set_escdelay(int milliseconds) {
#if TSCOPE_NCURSES_MODERN_CALLS
  return set_escdelay(milliseconds);
#else
  ESCDELAY = milliseconds;
  return OK;
#endif
}

int tscope_escdelay(void) {
#if TSCOPE_NCURSES_MODERN_CALLS
  return get_escdelay();
#else
  return ESCDELAY;
#endif
}

int tscope_key_code_yes(void) { return KEY_CODE_YES; }
int tscope_key_up(void) { return KEY_UP; }
int tscope_key_down(void) { return KEY_DOWN; }
int tscope_key_left(void) { return KEY_LEFT; }
int tscope_key_right(void) { return KEY_RIGHT; }
int tscope_key_home(void) { return KEY_HOME; }
int tscope_key_end(void) { return KEY_END; }
int tscope_key_npage(void) { return KEY_NPAGE; }
int tscope_key_ppage(void) { return KEY_PPAGE; }
int tscope_key_find(void) { return KEY_FIND; }
int tscope_key_select(void) { return KEY_SELECT; }
int tscope_key_a1(void) { return KEY_A1; }
int tscope_key_c1(void) { return KEY_C1; }
int tscope_key_resize(void) { return KEY_RESIZE; }
int tscope_key_mouse(void) { return KEY_MOUSE; }
int tscope_key_btab(void) { return KEY_BTAB; }
int tscope_key_enter(void) { return KEY_ENTER; }
int tscope_key_backspace(void) { return KEY_BACKSPACE; }
int tscope_key_dc(void) { return KEY_DC; }
int tscope_key_ic(void) { return KEY_IC; }
int tscope_key_f(int n) { return KEY_F(n); }

/* ---- Mouse -------------------------------------------------------------------------- */

/*
 * The report ncurses makes of a wheel-down notch (xterm button 5: X10 byte 'a', SGR 65):
 *   - mouse version 2 (Debian's ABI 6): BUTTON5_PRESSED;
 *   - mouse version 1 on ncurses 6 (the macOS SDK's 6.0, ABI 5): REPORT_MOUSE_POSITION, as
 *     handle_wheel in lib_mouse.c has no button 5 to report ("not a true press");
 *   - ncurses 5.x: BUTTON2_PRESSED (its decoder folded the wheel onto buttons 1-3).
 * The viewer asks only for ?1000 reports (presses and releases, no motion), so on version 1
 * these bits can only come from the wheel or a release nothing was pressed for.
 */
static mmask_t wheel_down_mask(void) {
#if NCURSES_MOUSE_VERSION > 1
  return BUTTON5_PRESSED;
#elif NCURSES_VERSION_MAJOR >= 6
  return REPORT_MOUSE_POSITION;
#else
  return BUTTON2_PRESSED;
#endif
}

/*
 * A press of button 1 counts as a click: asking for BUTTON1_CLICKED would make ncurses wait
 * mouseinterval after every press to tell clicks from drags. Releases are asked for and
 * dropped by the caller: ncurses swallows a report outside the mask by reading on, and that
 * read ignores the window's timeout, so an unrequested release would block the run loop's
 * timed reads until the next key.
 */
static mmask_t requested_mask(void) {
  return BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | wheel_down_mask();
}

bool tscope_mouse_start(void) {
  mouseinterval(0);
  return mousemask(requested_mask(), NULL) != 0;
}

int tscope_getmouse(int *x, int *y, int *kind) {
  MEVENT event;
  if (getmouse(&event) == ERR) {
    return ERR;
  }
  int meaning = TSCOPE_MOUSE_OTHER;
  if (event.bstate & BUTTON4_PRESSED) {
    meaning = TSCOPE_MOUSE_WHEEL_UP;
  } else if (event.bstate & wheel_down_mask()) {
    meaning = TSCOPE_MOUSE_WHEEL_DOWN;
  } else if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) {
    meaning = TSCOPE_MOUSE_CLICK;
  }
  if (x != NULL) {
    *x = event.x;
  }
  if (y != NULL) {
    *y = event.y;
  }
  if (kind != NULL) {
    *kind = meaning;
  }
  return OK;
}
