import Testing
import Wording

/// Every phrase has its words in every language: the switches are exhaustive (a missing case
/// does not compile), and this checks that no Chinese text is empty, left in English, or
/// spells a UIKit name differently from its English.
@Suite struct PhraseTests {
  /// One of each phrase (the cases with values, with sample values).
  static let samples: [any Phrase] =
    HintWord.allCases + KeyMeaning.allCases + KeyGroupWords.allCases + GlossWords.allCases
    + PhaseNameWords.allCases
    + PageWords.allCases
    + [
      MarkWords.addedMeaning, .removedMeaning, .movedMeaning, .reframedMeaning, .added,
      .removed, .moved, .reframed, .childMark, .presentedMark, .greyName, .greyNameMeaning,
      .boldState, .boldStateMeaning,
    ]
    + [
      ViewerWords.controllersPane, .viewsPane, .screenPane, .eventsPane, .whyPane, .tagline,
      .stepOf(1, 2), .phaseWord, .exceptionBadge, .warningBadge, .exceptionLabel, .warningLabel,
      .noteLabel, .aboutLabel, .predictQuestion(step: 1, kind: "completed"),
      .predictQuestion(step: 1, kind: nil), .predictWhich, .predictKeys, .noViewMatches,
      .viewsMatch(2), .callbacksInEvents(3), .searchLabel, .searchKeys, .scrollClose, .escClose,
      .enterGoEscClose, .keysTitle, .ruleTitle, .stepsTitle, .marksInViews, .marksInControllers,
      .containerViewMark, .noRule("Z-9"), .openScene, .openSceneFilter("tab"),
      .typeToFilter(close: "q"), .escClear, .quitKey, .noSceneMatches, .builtIn, .noCallbacks,
      .changedCount("▲2"), .tooSmall("60×16"), .tooSmallNow("40×10"), .reloadBanner,
    ]
    + [
      StatusWords.detailsInViews, .endOfScene, .startOfScene, .lastStep,
      .confirmRestart(added: 2), .nothingToSave, .nothingToHide, .paneHidden("Why"),
      .everyPaneShown, .noViewChanged, .nothingToFold("UIView"), .citesNoRule,
      .notInRuleBook("Z-9"), .predictQuestion, .predictOn, .predictOff, .questionDropped,
      .predictAnswer(added: 1, removed: 2, moved: 3), .paused, .playing, .paceKeys,
      .pace("×2"), .theEnd, .saved(path: "a.yaml", steps: 2), .notSaved("disk full"),
      .notPossible("no nav"), .addedStep(2, "push B"), .dumpDoesNotLoad, .dumpNeeded,
      .dumpSceneNext, .dumpSceneNoNext, .onDump,
    ]
    + [
      CommandWords.checking(1, 2), .stepPlace(1, "push B"),
      .invariantBroken(step: 1, phase: "after", problem: "x"),
      .checkSummary(scenes: 1, steps: 2, phases: 3, complaints: 1, mistakes: 2),
      .unknownCommand("prnt", suggestion: "print", commands: "print"),
      .unknownCommand("zz", suggestion: nil, commands: "print"),
      .invalidValue(value: "x", option: "--theme <theme>", choices: "'dark'"),
      .noSuchFolder("scan x"),
    ] + CommandWords.FileProblem.allCases.map { CommandWords.file($0) }
    + [RuleWords.evidence, .choice, .appleDocumentation, .statement]
    + MenuWords.samples + CompareWords.samples + ScanWords.samples + FixWords.samples
    + ExplainWords.samples
    + storySamples

  /// UIKit's names (and the rest written in Latin letters) in a text: they must be the same
  /// in both languages.
  static func apiNames(_ text: String) -> [String] {
    text.split { !($0.isLetter && $0.isASCII) }
      .map(String.init).filter { name in
        name.count > 3 && name.first.map { $0.isLowercase } == true
          && name.contains { $0.isUppercase }
      }
  }

  @Test func everyChineseTextIsWrittenAndKeepsTheAPINames() {
    for phrase in Self.samples {
      let chinese = phrase.text(in: .zhHans)
      let english = phrase.text(in: .en)
      guard !(english.isEmpty && chinese.isEmpty) else { continue }
      #expect(!chinese.isEmpty, "\(phrase): no Chinese")
      // Words of UIKit's alone (`completeTransition(true)`), or none at all, stay as they are.
      let universal =
        english == chinese
        && (english.contains("(") || !english.contains { $0.isLetter && $0.isLowercase })
      let namesOnly = Self.apiNames(english).joined(separator: " ") == english
      #expect(
        chinese != english || universal || namesOnly || english == "containerView",
        "\(phrase): the Chinese is the English")
      for name in Self.apiNames(english) {
        #expect(chinese.contains(name), "\(phrase): \(name) is not kept in the Chinese")
      }
    }
  }

  @Test func thePageScriptPiecesAreQuotedJavaScript() {
    for piece in PageWords.scriptPieces {
      for language in Language.allCases {
        #expect(piece.text(in: language).first == "\"", "\(piece)")
      }
    }
  }
}
