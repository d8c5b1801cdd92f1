/// The language TransitionScope speaks to its reader: English (the default) or Simplified
/// Chinese. One value carries the choice from the command line to every layer that writes words
/// (the viewer, the exported page, the rule book, the commands' messages); a narration function
/// takes it the same way.
public enum Language: String, Sendable, Hashable, CaseIterable {
  case en
  case zhHans = "zh-Hans"

  /// The language a locale value names (`LC_ALL`, `LC_MESSAGES` or `LANG`): Chinese for any
  /// value starting with `zh` (`zh_CN.UTF-8`, `zh-Hans`), else English.
  public static func forLocale(_ value: String) -> Language {
    value.lowercased().hasPrefix("zh") ? .zhHans : .en
  }

  /// The language of the environment as POSIX reads it for messages: the first of `LC_ALL`,
  /// `LC_MESSAGES` and `LANG` that is set and not empty decides; none gives English.
  public static func fromEnvironment(lcAll: String?, lcMessages: String?, lang: String?)
    -> Language
  {
    for value in [lcAll, lcMessages, lang] {
      if let value, !value.isEmpty { return forLocale(value) }
    }
    return .en
  }

  /// The value of `--lang`: `zh-Hans` (also `zh`, `zh_CN`, `zh-Hans-CN`, any letter case) or
  /// `en` (`en_US` and the like); nil for anything else.
  public init?(option: String) {
    let value = option.lowercased().replacingAll("_", with: "-")
    if value == "en" || value.hasPrefix("en-") {
      self = .en
    } else if value == "zh" || value.hasPrefix("zh-hans") || value == "zh-cn" || value == "zh-sg" {
      self = .zhHans
    } else {
      return nil
    }
  }
}

extension String {
  /// The string with every `target` character replaced (standard library only).
  fileprivate func replacingAll(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
