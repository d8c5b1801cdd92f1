/// The character set the terminal speaks, from the user's locale.
public enum TerminalLocale {
  /// Sets `LC_CTYPE` from the environment (ncurses needs it to write wide characters) and
  /// says whether it is UTF-8. Only `LC_CTYPE`: number formatting must stay "C".
  /// When it is not UTF-8, draw with `asciiOnly`.
  @discardableResult
  public static func configure() -> Bool {
    guard SystemCalls.setCharacterLocale("") else { return false }
    return isUTF8
  }

  /// Sets a UTF-8 `LC_CTYPE` whatever the environment says (the benchmark and tests, whose
  /// pseudo-terminal is known to take UTF-8). Returns false if the system has none.
  @discardableResult
  public static func useUTF8() -> Bool {
    if configure() { return true }
    // C.UTF-8 exists on glibc and from macOS 15; "UTF-8" and en_US.UTF-8 on every macOS.
    return ["C.UTF-8", "C.utf8", "UTF-8", "en_US.UTF-8"].contains {
      SystemCalls.setCharacterLocale($0)
    }
  }

  /// Whether the current `LC_CTYPE` encodes characters as UTF-8.
  public static var isUTF8: Bool {
    guard let name = SystemCalls.characterSet?.lowercased() else { return false }
    return name == "utf-8" || name == "utf8"
  }

  /// Whether standard input and standard output are both terminals.
  public static var hasTerminal: Bool {
    SystemCalls.isTerminal(0) && SystemCalls.isTerminal(1)
  }
}
