#ifndef TSCOPE_CNCURSES_SHIM_H
#define TSCOPE_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <ncursesw/curses.h>
#endif
