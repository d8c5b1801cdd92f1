/*
 * Runs the CNcurses C layer on a pseudo-terminal, linked against an ncurses configured like
 * the macOS SDK's (see .ci/apple-ncurses): the screen's size, a wide character written with
 * an attribute and read back, and the mouse (a click, its release, the wheel up and down)
 * decoded through mouse version 1, once in SGR reports (xterm-256color here) and once in X10
 * reports (tscope-x10-mouse, compiled by the script: what the SDK's terminfo asks for).
 * Prints one line per check; exits 1 if any failed.
 */
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "CNcurses.h"

static int failures = 0;

static void check(int ok, const char *terminal, const char *what) {
  printf("%s: %s: %s\n", ok ? "ok" : "FAIL", terminal, what);
  if (!ok) {
    failures += 1;
  }
}

static void type(tscope_pty *pty, const char *bytes, size_t count) {
  if (write(tscope_pty_master(pty), bytes, count) != (ssize_t)count) {
    check(0, "pty", "typing on the master side");
  }
}

/* Types a mouse report and reads it back as the viewer does: KEY_MOUSE, then getmouse. */
static void mouse(tscope_pty *pty, tscope_window *window, const char *terminal,
                  const char *report, int kind, int x, int y, const char *what) {
  type(pty, report, strlen(report));
  tscope_timeout(window, 2000);
  int key = tscope_getch(window);
  int got_x = -1;
  int got_y = -1;
  int got_kind = -1;
  int ok = key == tscope_key_mouse() && tscope_getmouse(&got_x, &got_y, &got_kind) == tscope_ok();
  char line[160];
  snprintf(line, sizeof line, "%s (key %d, kind %d at %d,%d; wanted %d at %d,%d)", what, key,
           got_kind, got_x, got_y, kind, x, y);
  check(ok && got_kind == kind && got_x == x && got_y == y, terminal, line);
}

static void run(const char *terminal, int sgr) {
  tscope_pty *pty = tscope_pty_open(10, 40);
  if (pty == NULL) {
    check(0, terminal, "openpty");
    return;
  }
  tscope_use_env(false);
  tscope_use_tioctl(true);
  tscope_screen *screen =
      tscope_init_screen(terminal, tscope_pty_slave(pty), tscope_pty_slave(pty));
  if (screen == NULL) {
    check(0, terminal, "newterm");
    tscope_pty_close(pty);
    return;
  }
  tscope_window *window = tscope_stdscr();
  int rows = 0;
  int cols = 0;
  tscope_getmaxyx(window, &rows, &cols);
  check(rows == 10 && cols == 40, terminal, "the size comes from the pty (10x40)");

  uint32_t scalar = 0;
  uint32_t attrs = 0;
  int16_t pair = -1;
  check(tscope_put_cell(window, 3, 7, 0xE9, tscope_a_bold(), 0) == tscope_ok(), terminal,
        "put_cell U+00E9 bold");
  check(tscope_present(window) == tscope_ok(), terminal, "present");
  check(tscope_read_cell(window, 3, 7, &scalar, &attrs, &pair) == tscope_ok() && scalar == 0xE9 &&
            (attrs & tscope_a_bold()) != 0 && pair == 0,
        terminal, "read_cell gives U+00E9, bold, pair 0 back");
  uint8_t output[65536];
  size_t written = tscope_pty_take(pty, output, sizeof output);
  int utf8 = 0;
  for (size_t index = 0; index + 1 < written; index += 1) {
    utf8 = utf8 || (output[index] == 0xC3 && output[index + 1] == 0xA9);
  }
  check(utf8, terminal, "the terminal got U+00E9 as UTF-8");

  check(tscope_mouse_start(), terminal, "mouse_start: the terminal has a mouse");
  if (sgr) {
    mouse(pty, window, terminal, "\033[<0;11;6M", TSCOPE_MOUSE_CLICK, 10, 5, "SGR click");
    mouse(pty, window, terminal, "\033[<0;11;6m", TSCOPE_MOUSE_OTHER, 10, 5, "SGR release");
    mouse(pty, window, terminal, "\033[<64;3;4M", TSCOPE_MOUSE_WHEEL_UP, 2, 3, "SGR wheel up");
    mouse(pty, window, terminal, "\033[<65;3;4M", TSCOPE_MOUSE_WHEEL_DOWN, 2, 3,
          "SGR wheel down");
  } else {
    /* ESC [ M, then 32 + button, 33 + column, 33 + row. */
    mouse(pty, window, terminal, "\033[M +&", TSCOPE_MOUSE_CLICK, 10, 5, "X10 click");
    mouse(pty, window, terminal, "\033[M#+&", TSCOPE_MOUSE_OTHER, 10, 5, "X10 release");
    mouse(pty, window, terminal, "\033[M`#$", TSCOPE_MOUSE_WHEEL_UP, 2, 3, "X10 wheel up");
    mouse(pty, window, terminal, "\033[Ma#$", TSCOPE_MOUSE_WHEEL_DOWN, 2, 3, "X10 wheel down");
  }
  tscope_end_screen(screen);
  tscope_pty_close(pty);
}

int main(void) {
  if (setlocale(LC_CTYPE, "") == NULL) {
    check(0, "locale", "a UTF-8 LC_CTYPE (LC_ALL=C.UTF-8)");
  }
  run("xterm-256color", 1);
  run("tscope-x10-mouse", 0);
  return failures == 0 ? 0 : 1;
}
