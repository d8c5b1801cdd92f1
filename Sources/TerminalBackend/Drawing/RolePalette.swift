import CNcurses
import Pictures
import TUI

/// The ncurses attribute bits and colour pair of every `Style`, worked out once per screen.
///
/// Pure apart from reading ncurses' attribute constants: the screen registers `pairs` with
/// `init_pair` after `start_color`. Looking a style up is an array index, so flushing a frame
/// does no hashing.
struct RolePalette {
  /// A colour pair to register: its number and foreground (the background is `background`).
  struct Pair: Hashable {
    var number: Int16
    var foreground: Int16
  }

  /// Colour pairs the screen must register, numbered from 1 (0 is the terminal's default).
  let pairs: [Pair]
  /// The background of every pair: -1 (the terminal's own) when default colours work.
  let background: Int16
  private let table: [(attrs: UInt32, pair: Int16)]

  /// `colors`: whether to use colour at all (the terminal has 8 or more and the theme is not
  /// mono). `defaultColors`: whether `use_default_colors` succeeded.
  init(theme: Theme, colors: Bool, defaultColors: Bool) {
    let looks = Style.Role.allCases.map { ThemeLooks.look(for: $0, in: colors ? theme : .mono) }
    var numbers: [Int16: Int16] = [:]
    var pairs: [Pair] = []
    for color in looks.compactMap(\.color) where numbers[color] == nil {
      let number = Int16(pairs.count + 1)
      numbers[color] = number
      pairs.append(Pair(number: number, foreground: color))
    }
    self.pairs = pairs
    background = defaultColors ? -1 : ThemeLooks.black
    var table: [(attrs: UInt32, pair: Int16)] = []
    for look in looks {
      for flags in 0..<8 {
        var attrs = tscope_a_normal()
        if look.bold || flags & 1 != 0 { attrs |= tscope_a_bold() }
        if look.reverse || flags & 2 != 0 { attrs |= tscope_a_reverse() }
        if look.underline || flags & 4 != 0 { attrs |= tscope_a_underline() }
        if look.dim { attrs |= tscope_a_dim() }
        table.append((attrs, look.color.flatMap { numbers[$0] } ?? 0))
      }
    }
    self.table = table
  }

  /// The attribute bits and pair number that draw `style`.
  func look(of style: Style) -> (attrs: UInt32, pair: Int16) {
    let flags = (style.bold ? 1 : 0) | (style.reverse ? 2 : 0) | (style.underline ? 4 : 0)
    let index = Int(style.role.rawValue) * 8 + flags
    return table.indices.contains(index) ? table[index] : (tscope_a_normal(), 0)
  }
}
