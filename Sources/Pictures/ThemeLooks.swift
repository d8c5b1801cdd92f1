import TUI

/// The colours and attributes of every `Style.Role` in each `Theme`. Pure: the palette turns
/// these into ncurses colour pairs and attribute bits.
///
/// Colours are the eight ANSI indices, so the terminal's own palette decides the exact shade.
/// The mono theme uses attributes only, and still tells every kind of change apart by more
/// than colour (the interface also draws +/- markers).
public enum ThemeLooks {
  public static let black: Int16 = 0
  public static let red: Int16 = 1
  public static let green: Int16 = 2
  public static let yellow: Int16 = 3
  public static let blue: Int16 = 4
  public static let magenta: Int16 = 5
  public static let cyan: Int16 = 6

  /// The theme to use: `NO_COLOR` set to anything but the empty string forces mono
  /// (https://no-color.org).
  public static func effective(_ requested: Theme, noColor: String?) -> Theme {
    if let noColor, !noColor.isEmpty { return .mono }
    return requested
  }

  public static func look(for role: Style.Role, in theme: Theme) -> RoleLook {
    switch theme {
    case .dark: dark(role)
    case .light: light(role)
    case .mono: mono(role)
    }
  }

  private static func dark(_ role: Style.Role) -> RoleLook {
    switch role {
    case .normal: RoleLook()
    case .dim, .dimming: RoleLook(dim: true)
    case .accent: RoleLook(color: cyan)
    case .header: RoleLook(bold: true)
    case .border: RoleLook(dim: true)
    case .focusedBorder: RoleLook(color: cyan, bold: true)
    case .selected: RoleLook(reverse: true)
    case .added: RoleLook(color: green)
    case .removed: RoleLook(color: red)
    case .moved: RoleLook(color: yellow)
    case .reframed: RoleLook(color: magenta)
    case .containerView: RoleLook(color: cyan, underline: true)
    case .warning: RoleLook(color: yellow, bold: true)
    case .error: RoleLook(color: red, bold: true)
    case .black: RoleLook(color: black, dim: true)
    case .controller1: RoleLook(color: cyan, bold: true)
    case .controller2: RoleLook(color: magenta, bold: true)
    case .controller3: RoleLook(color: green, bold: true)
    case .controller4: RoleLook(color: yellow, bold: true)
    }
  }

  /// Like dark, without yellow and cyan text (hard to read on a light background).
  private static func light(_ role: Style.Role) -> RoleLook {
    switch role {
    case .accent: RoleLook(color: blue)
    case .focusedBorder: RoleLook(color: blue, bold: true)
    case .moved: RoleLook(color: blue)
    case .containerView: RoleLook(color: blue, underline: true)
    case .warning: RoleLook(color: magenta, bold: true)
    case .controller1: RoleLook(color: blue, bold: true)
    case .controller4: RoleLook(color: red, bold: true)
    default: dark(role)
    }
  }

  private static func mono(_ role: Style.Role) -> RoleLook {
    switch role {
    case .normal, .border: RoleLook()
    case .dim, .dimming, .removed, .black: RoleLook(dim: true)
    case .accent, .header, .focusedBorder, .added, .warning: RoleLook(bold: true)
    case .controller1, .controller2, .controller3, .controller4: RoleLook(bold: true)
    case .selected: RoleLook(reverse: true)
    case .moved, .reframed, .containerView: RoleLook(underline: true)
    case .error: RoleLook(bold: true, underline: true)
    }
  }
}
