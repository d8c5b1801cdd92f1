import Foundation
import SceneFile
import SwiftScene
import TestSupport
import Testing

@testable import TransitionEngine

/// The phase notes in Simplified Chinese (`print --lang zh-Hans`): the teaching scenes' text
/// against `Tests/Goldens/zh-Hans/<scene>.txt`, every note of their steps written in Chinese
/// (no English left behind `〔未译〕`), and every note kind any scene produces with Chinese
/// words that are Chinese and cite the same rules as its English. The presentation scenes
/// (full screen, over full screen, a sheet with detents, an animator's black screen) have
/// their goldens too: their step 0 (the window and the device's profile) is Chinese, the
/// three without an animator are Chinese throughout; the animator's lines are still marked
/// `〔未译〕`, which the golden shows.
/// Re-record with `TSCOPE_RECORD_GOLDENS=1`.
@Suite struct ChineseNotesTests {
  /// The scenes a reader of the posts this project grew from starts with.
  static let teaching = ["push", "pop", "tab-switch"]
  /// The presentation scenes the posts teach with: their step 0 speaks Chinese throughout.
  static let presenting = [
    "present-fullscreen", "present-overfullscreen", "sheet-detents", "animator-over-black-screen",
  ]
  /// The scenes with no note left in English: the teaching ones, the presentations done,
  /// those of the transitions' families (pages, bars, an interrupted push, pop to root), and
  /// those of the steps' families (containment, setViewControllers, unwind, the tab bar), and
  /// those of the app's code's families (segues, appearance by hand, a stack set in code).
  static let wholly =
    teaching + ["present-fullscreen", "present-overfullscreen"] + [
      "page-view", "large-titles", "hides-bottom-bar", "pop-to-root", "interrupted-push",
      "legacy-ios12-window", "automatic-ios18",
    ] + [
      "child-add-remove", "set-view-controllers", "unwind", "tab-bar-hidden",
      "tab-bar-minimize-ios26", "tab-groups-ios18", "compare-push", "compare-present",
      "compare-fullscreen", "compare-overfullscreen", "form-sheet-ipad",
    ] + [
      "real-swift-appearance-count", "real-swift-custom-segue", "real-swift-replace-stack-segue",
      "real-swift-segue-look", "set-view-controllers-in-code",
    ]
    // Every presentation, dismissal and size change the stories tell: popovers, alerts and
    // action sheets, zoom, current context, the transition styles, every card, push-back,
    // the swipe, rotations and multitasking.
    + [
      "action-sheet-ios26", "action-sheet-ipad", "action-sheet-ipad-no-anchor",
      "action-sheet-iphone", "adapt-popover-multitasking", "alert-iphone", "compare-page-sheet",
      "current-context-split", "current-context-tab", "custom-centred", "every-style-ipad",
      "form-sheet-iphone", "interactive-sheet-dismiss", "ios27-placement", "modal-in-presentation",
      "page-sheet-ios12", "page-sheet-iphone", "popover-bar-button", "popover-ipad",
      "popover-iphone", "popover-tap-outside", "rotate-plus-phone", "rotate-sheet-max-phone",
      "search-controller", "share-sheet-ipad", "sheet-detents", "sheet-edge-attached",
      "sheet-inset-ios26", "sheet-landscape", "sheet-navigation-bar", "sheet-stack-pushback",
      "show-split", "show-without-container", "split-collapse-delegate",
      "split-compact-column-iphone", "split-double-column", "split-inspector-ios26",
      "split-launch-iphone", "split-multitasking", "split-portrait-ipad", "split-set-column",
      "split-triple-collapsed-iphone", "split-triple-column-ipad", "tab-bar-ipad-ios18",
      "transition-styles", "window-size", "zoom-dismiss", "zoom-push",
    ]
    // The app's animators and interactions, presents from lifecycle callbacks, refused and
    // raised steps, the More tab (issue 33, brief N-D).
    + [
      "animator-fade-left-invisible", "animator-interactive", "animator-missing-to-view",
      "animator-never-completes", "animator-pop", "animator-push", "animator-stuck-push",
      "animator-tab", "code-container-swap", "code-custom-segue", "content-pop-ios26",
      "custom-chrome", "interactive-pop-cancelled", "navigation-bar-hidden", "navigation-toolbar",
      "interactive-tab-switch", "more-tab-iphone",
      "one-run-loop-turn", "pop-to-view-controller", "present-from-view-did-appear",
      "present-from-view-did-load", "real-swift-fade", "real-swift-pan-dismiss",
      "real-swift-property-animator-push", "refusals", "stacked-sheets", "zoom-drag-back",
    ]

  static func timeline(_ name: String) throws -> Timeline {
    let path = SceneGoldenTests.scenes.appendingPathComponent("\(name).yaml").path
    return TimelineBuilder.build(try SwiftSceneLoader.load(path: path))
  }

  @Test(arguments: teaching + presenting)
  func printInChineseMatchesItsGolden(name: String) throws {
    let text = TimelineText.render(try Self.timeline(name), language: .zhHans)
    try SceneGoldenTests.compareGolden(text, golden: "zh-Hans/\(name).txt")
  }

  @Test(arguments: wholly)
  func everyNoteOfATeachingSceneIsChinese(name: String) throws {
    for step in try Self.timeline(name).steps {
      for phase in step.phases {
        for note in phase.notes where !note.text.isEmpty {
          #expect(
            note.isWritten(in: .zhHans),
            "\(name) step \(step.index), \(phase.name): still English: \(note.text)")
        }
        #expect(!phase.explanation(in: .zhHans).contains(NoteLanguage.zhHans.untranslatedMark))
      }
    }
  }

  /// Step 0's window note is Chinese in every scene; in the teaching and presentation scenes
  /// the whole of step 0 is (splits and tab bars add container notes not all translated yet).
  @Test func stepZeroIsChinese() throws {
    for name in SceneGoldenTests.sceneNames {
      guard let initial = try Self.timeline(name).steps.first?.phases.first else { continue }
      #expect(initial.name == "initial", "\(name)")
      if let window = initial.notes.first {
        #expect(window.isWritten(in: .zhHans), "\(name) step 0: still English: \(window.text)")
      }
      guard (Self.teaching + Self.presenting).contains(name) else { continue }
      let text = initial.explanation(in: .zhHans)
      #expect(!text.contains(NoteLanguage.zhHans.untranslatedMark), "\(name): \(text)")
      #expect(Self.readsAsChinese(text), "\(name): \(text)")
    }
  }

  /// Every note with a kind, in every scene: its Chinese is there, reads as Chinese, and
  /// cites exactly the rules its English cites, in the same order.
  @Test func everyKindInEverySceneHasChineseWithTheSameRules() throws {
    var seen = 0
    for name in SceneGoldenTests.sceneNames {
      for step in try Self.timeline(name).steps {
        for phase in step.phases {
          // A told note whose story has no Chinese for it is read as English words are.
          for note in phase.notes
          where note.kind != nil && note.isWritten(in: .zhHans) && !note.text.isEmpty {
            seen += 1
            let chinese = note.text(in: .zhHans)
            #expect(Self.readsAsChinese(chinese), "\(name) \(phase.name): \(chinese)")
            #expect(
              RuleIDScan.ids(in: chinese) == RuleIDScan.ids(in: note.text),
              "\(name) \(phase.name): the rules differ:\n\(note.text)\n\(chinese)")
          }
        }
      }
    }
    #expect(seen > 100)
  }

  /// The English of every note, read through `text(in: .english)`, is its text: choosing
  /// the language never touches the English.
  @Test(arguments: teaching)
  func englishIsTheTextItAlwaysWas(name: String) throws {
    for step in try Self.timeline(name).steps {
      for phase in step.phases {
        #expect(phase.explanation(in: .english) == phase.explanation)
        for note in phase.notes { #expect(note.text(in: .english) == note.text) }
      }
    }
  }

  @Test func theHeuristicTellsChineseFromEnglish() {
    #expect(Self.readsAsChinese("系统会自动移除 fromView Inbox (N-2)。"))
    #expect(Self.readsAsChinese("did 回调：Inbox 的 viewDidDisappear (13.3)。"))
    #expect(!Self.readsAsChinese("UIKit removes the from-view (N-2)."))
    #expect(!Self.readsAsChinese("视图 is still in the window"))
    #expect(!Self.readsAsChinese(""))
  }

  /// Chinese words with API names in them: some CJK, and never three plain lower-case
  /// English words in a row (an English sentence left in), code between backticks and
  /// UIKit's quoted messages aside.
  static func readsAsChinese(_ text: String) -> Bool {
    guard text.unicodeScalars.contains(where: { (0x4E00...0x9FFF).contains($0.value) }) else {
      return false
    }
    // Code between backticks and UIKit's quoted messages aside (as `ChineseProse` does).
    let prose = ChineseProse.stripped(text, values: [])
    var run = 0
    for word in prose.split(whereSeparator: { $0 == " " }) {
      let letters = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:"))
      let plain = !letters.isEmpty && letters.allSatisfy { $0.isASCII && $0.isLowercase }
      run = plain ? run + 1 : 0
      if run >= 3 { return false }
    }
    return true
  }
}
