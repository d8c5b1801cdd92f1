import Testing
import Wording

/// How the language is chosen: `--lang`'s values and the locale, POSIX's order for messages.
@Suite struct LanguageTests {
  @Test func theOptionTakesBothSpellingsOfEachLanguage() {
    for value in ["zh-Hans", "zh", "zh_CN", "ZH-HANS-CN", "zh-cn"] {
      #expect(Language(option: value) == .zhHans, "\(value)")
    }
    for value in ["en", "en_US", "EN-GB"] { #expect(Language(option: value) == .en, "\(value)") }
    for value in ["fr", "", "chinese", "zh-Hant"] { #expect(Language(option: value) == nil) }
  }

  @Test func theLocaleDecidesInPosixOrder() {
    #expect(Language.fromEnvironment(lcAll: nil, lcMessages: nil, lang: nil) == .en)
    #expect(Language.fromEnvironment(lcAll: nil, lcMessages: nil, lang: "zh_CN.UTF-8") == .zhHans)
    // LC_ALL wins over LANG, LC_MESSAGES over LANG; an empty value is not set.
    #expect(Language.fromEnvironment(lcAll: "C.UTF-8", lcMessages: nil, lang: "zh_CN") == .en)
    #expect(Language.fromEnvironment(lcAll: "", lcMessages: "zh_TW", lang: "en_US") == .zhHans)
    #expect(Language.fromEnvironment(lcAll: "", lcMessages: "", lang: "en_US.UTF-8") == .en)
  }

  @Test func englishIsTheDefaultLanguageOfEveryPhrase() {
    #expect(ViewerWords.whyPane.text(in: .en) == "Why")
    #expect(ViewerWords.whyPane.text(in: .zhHans) == "原因")
    #expect(StatusWords.predictOff.text(in: .en) == "predict mode off")
  }
}
