import CNcurses
import TUI
