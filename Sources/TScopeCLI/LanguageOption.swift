import ArgumentParser
import Wording

/// `--lang zh-Hans|en`, on every command: the language of the viewer, the exported page, the
/// rule book and the commands' messages. Without it the locale decides (`LC_ALL`,
/// `LC_MESSAGES`, `LANG` starting with `zh`), and English is the default.
struct LanguageOption: ParsableArguments {
  /// A value of `--lang`.
  struct Value: ExpressibleByArgument {
    let language: Language

    init?(argument: String) {
      guard let language = Language(option: argument) else { return nil }
      self.language = language
    }

    static var allValueStrings: [String] { Language.allCases.map(\.rawValue) }
  }

  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "Language of the words shown: en or zh-Hans (default: from LC_ALL, LC_MESSAGES or "
        + "LANG; a value starting with zh is Chinese, anything else English).",
      valueName: "language"))
  var value: Value?

  /// The language chosen: `--lang`, else the locale's.
  var language: Language { value?.language ?? Self.defaultLanguage }

  /// The language without `--lang`: the locale's.
  static var defaultLanguage: Language { Platform.environmentLanguage() }
}
