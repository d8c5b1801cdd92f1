/*
 * CNcurses: the project's only C boundary, as Swift sees it.
 *
 * This header names plain C types only (int, bool, int16_t, uint32_t, const char *, and two
 * opaque handles). ncurses' own types (WINDOW, SCREEN, cchar_t, attr_t, mmask_t, chtype,
 * MEVENT) and macros (BUTTON5_PRESSED, KEY_*, A_*, COLOR_PAIR, ...) differ between the
 * ncurses Debian ships (mouse version 2, WINDOW a complete struct, const parameters, the
 * wide API visible by default) and the one in the macOS SDK (mouse version 1, WINDOW opaque,
 * char * parameters, the wide API hidden unless NCURSES_WIDECHAR is set on the command line):
 * all of that stays in curses_layer.c, which SwiftPM compiles with the defines it needs.
 * Swift code cannot reach curses.h through this module, so it cannot depend on either.
 *
 * Every function is prefixed tscope_. One ncurses screen may be open at a time, and all of
 * these run on the thread that opened it (ncurses keeps global state).
 */
#ifndef TSCOPE_CNCURSES_H
#define TSCOPE_CNCURSES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* An ncurses screen (SCREEN plus the two streams it reads and writes). */
typedef struct tscope_screen tscope_screen;
/* An ncurses window (WINDOW; only ever stdscr here). */
typedef struct tscope_window tscope_window;

/* ---- Result codes ------------------------------------------------------------------- */

int tscope_ok(void);  /* OK */
int tscope_err(void); /* ERR */

/* ---- Screen lifecycle --------------------------------------------------------------- */

/*
 * Starts curses on the terminal behind input_fd and output_fd (each duplicated, so closing
 * the screen leaves them open) instead of initscr, which is hard-wired to stdin/stdout and
 * exits on an unknown terminal. term_type NULL means $TERM. Returns NULL when the terminal
 * type has no terminfo entry (nothing has been written to the terminal then) or a stream
 * cannot be opened. Applies cbreak, noecho, nonl, keypad; the locale (LC_CTYPE) must be set
 * first for non-ASCII output.
 */
tscope_screen *tscope_init_screen(const char *term_type, int input_fd, int output_fd);
/* Gives the terminal back (endwin), frees the screen and closes its streams. NULL is a no-op. */
void tscope_end_screen(tscope_screen *screen);

/* Size from the terminal only: use_env(on) and use_tioctl(on); call before init_screen. */
void tscope_use_env(bool on);
void tscope_use_tioctl(bool on);

tscope_window *tscope_stdscr(void);
int tscope_lines(void);
int tscope_cols(void);
void tscope_getmaxyx(tscope_window *window, int *rows, int *cols);
/* resize_term: curses' idea of the size, without queueing a KEY_RESIZE. */
int tscope_resize_term(int rows, int cols);

/* raw, curs_set, typeahead as in ncurses. */
int tscope_raw(void);
int tscope_curs_set(int visibility);
int tscope_typeahead(int fd);

/* ---- Terminal capabilities ---------------------------------------------------------- */

/* A string capability of the current terminal, or NULL when it has none. */
const char *tscope_tigetstr(const char *name);
/* A boolean capability: 1 set, 0 not set, -1 not a boolean capability. */
int tscope_tigetflag(const char *name);

/* ---- Attributes and colours --------------------------------------------------------- */

uint32_t tscope_a_normal(void);
uint32_t tscope_a_bold(void);
uint32_t tscope_a_dim(void);
uint32_t tscope_a_reverse(void);
uint32_t tscope_a_underline(void);
uint32_t tscope_a_standout(void);
/* COLOR_PAIR(pair) as attribute bits. */
uint32_t tscope_color_pair(int pair);

bool tscope_has_colors(void);
int tscope_start_color(void);
int tscope_use_default_colors(void);
int tscope_colors(void);
int tscope_color_pairs(void);
int tscope_init_pair(int16_t pair, int16_t foreground, int16_t background);

/* ---- Drawing ------------------------------------------------------------------------ */

/*
 * Writes one character (a Unicode scalar) with attributes and colour pair at (y, x). ERR
 * also outside the window, and for the bottom-right cell (drawn, but the cursor cannot
 * advance there).
 */
int tscope_put_cell(tscope_window *window, int y, int x, uint32_t scalar, uint32_t attrs,
                    int16_t pair);
/* Reads a cell back: its first character, attributes and pair. Out-pointers may be NULL. */
int tscope_read_cell(tscope_window *window, int y, int x, uint32_t *scalar, uint32_t *attrs,
                     int16_t *pair);
/*
 * The columns the C library's wcwidth gives a Unicode scalar in the current locale (-1 for
 * one it cannot print): what the terminal's ncurses will advance by.
 */
int tscope_char_width(uint32_t scalar);
int tscope_erase(tscope_window *window);
/* The next refresh clears the terminal and sends every cell. */
int tscope_clearok(tscope_window *window, bool on);
int tscope_wnoutrefresh(tscope_window *window);
int tscope_doupdate(void);
/* wnoutrefresh then doupdate. */
int tscope_present(tscope_window *window);

/* ---- Keyboard ----------------------------------------------------------------------- */

/* How long reads wait: -1 forever, 0 not at all, else milliseconds. */
void tscope_timeout(tscope_window *window, int milliseconds);
/* wgetch: a byte (0-255), a key code (tscope_key_*), or ERR on a timeout. */
int tscope_getch(tscope_window *window);
/* wget_wch: OK with a character, KEY_CODE_YES with a key code, or ERR. */
int tscope_get_wch(tscope_window *window, uint32_t *value);
/* How long ncurses waits after ESC for the rest of a sequence. */
int tscope_set_escdelay(int milliseconds);
int tscope_escdelay(void);

int tscope_key_code_yes(void);
int tscope_key_up(void);
int tscope_key_down(void);
int tscope_key_left(void);
int tscope_key_right(void);
int tscope_key_home(void);
int tscope_key_end(void);
int tscope_key_npage(void); /* Page Down */
int tscope_key_ppage(void); /* Page Up */
int tscope_key_find(void);   /* Home on screen and tmux (ESC [ 1 ~) */
int tscope_key_select(void); /* End on screen and tmux (ESC [ 4 ~) */
int tscope_key_a1(void);     /* keypad upper left: Home on some terminals */
int tscope_key_c1(void);     /* keypad lower left: End on some terminals */
int tscope_key_resize(void);
int tscope_key_mouse(void);
int tscope_key_btab(void); /* Shift-Tab */
int tscope_key_enter(void);
int tscope_key_backspace(void);
int tscope_key_dc(void); /* Delete */
int tscope_key_ic(void); /* Insert (the viewer has no use for it) */
int tscope_key_f(int n);

/* ---- Mouse -------------------------------------------------------------------------- */

/* What a mouse report means to the viewer (tscope_getmouse's kind). */
#define TSCOPE_MOUSE_OTHER 0
#define TSCOPE_MOUSE_CLICK 1
#define TSCOPE_MOUSE_WHEEL_UP 2
#define TSCOPE_MOUSE_WHEEL_DOWN 3

/*
 * Asks for button-1 presses and releases and for both wheel directions, however this
 * ncurses reports wheel-down (see curses_layer.c), with no click interval. Returns
 * whether the terminal supports the mouse at all.
 */
bool tscope_mouse_start(void);
/*
 * After tscope_getch returned tscope_key_mouse(): the report's cell (x column, y row) and
 * kind (TSCOPE_MOUSE_*). Returns OK, or ERR when no report was queued.
 */
int tscope_getmouse(int *x, int *y, int *kind);

/* ---- Pseudo-terminals --------------------------------------------------------------- */

/*
 * A pseudo-terminal pair of rows x cols whose master side is read all the time by a
 * thread of its own, so that a screen writing to the slave side never waits for its reader:
 * macOS keeps only about 1 KB of unread pty output, so a frame drawn before anyone reads
 * would block. Tests and the benchmark run a screen on the slave and play the terminal on
 * the master. Returns NULL with errno set on failure.
 */
typedef struct tscope_pty tscope_pty;
tscope_pty *tscope_pty_open(uint16_t rows, uint16_t cols);
int tscope_pty_master(const tscope_pty *pty);
int tscope_pty_slave(const tscope_pty *pty);
/*
 * Moves up to capacity bytes of what the screen wrote (in order) into buffer, reading the
 * master first so that everything written before the call is included. Returns the count;
 * less than capacity means nothing more is waiting.
 */
size_t tscope_pty_take(tscope_pty *pty, uint8_t *buffer, size_t capacity);
/* Stops the reader thread and closes both sides. NULL is a no-op. */
void tscope_pty_close(tscope_pty *pty);

#endif /* TSCOPE_CNCURSES_H */
