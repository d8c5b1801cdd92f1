import DumpExplain
import DumpReader
import Foundation
import SceneFile
import SceneText
import SwiftScene
import Testing
import TransitionEngine

/// Every example's scene loads, plans with every invariant holding, rebuilds the dump's
/// state in unanimated steps, then takes the next step.
@Suite struct SceneFromDumpTests {
  static let examples = [
    "d08", "d09", "d10", "d11", "d12", "d13", "d14", "d15", "d16", "d17", "d18",
  ]

  @Test(arguments: examples)
  func theScenesLoadAndPlan(_ name: String) throws {
    let draft = DumpSceneWriter.write(try ExplainFixtures.explain(name))
    let spec = try SwiftSceneLoader.parse(draft.text, path: "\(name).yaml")
    let timeline = TimelineBuilder.build(spec)
    #expect(timeline.steps.count == 1 + draft.rebuildSteps + (draft.nextStep == nil ? 0 : 1))
    for phase in timeline.steps.flatMap(\.phases) {
      #expect(InvariantChecker.violations(in: phase).isEmpty, "\(name): \(phase.name)")
    }
  }

  /// SceneText writes the scene; SceneFile reads it back to a scene that writes the same text.
  @Test(arguments: examples)
  func theScenesRoundTripThroughSceneFile(_ name: String) throws {
    let draft = DumpSceneWriter.write(try ExplainFixtures.explain(name))
    let spec = try SwiftSceneLoader.parse(draft.text, path: "\(name).yaml")
    #expect(spec.title == draft.document.scene.title)
    #expect(spec.about == draft.document.scene.about)
    #expect(spec.steps.map(\.note) == draft.document.scene.steps.map(\.note))
    var again = draft.document
    again.scene = spec
    #expect(again.text == draft.text)
  }

  @Test func d11RebuildsThePickerThenDismissesItAndTheStackComesBack() throws {
    let draft = DumpSceneWriter.write(try ExplainFixtures.explain("d11"))
    #expect(draft.nextStep == "dismiss UIImagePickerController")
    #expect(draft.rebuildSteps == 1)
    #expect(draft.text.contains("# ios 10: the dump's evidence: iOS 10 or earlier\n"))
    #expect(draft.text.contains("\nios: 10\n"))
    #expect(draft.text.contains("    style: fullScreen\n    animated: false"))
    let timeline = TimelineBuilder.build(try SwiftSceneLoader.parse(draft.text, path: "d11.yaml"))
    let rebuilt = try #require(timeline.steps[1].phases.last)
    #expect(rebuilt.window.first { $0.owner == "SketchViewController" } == nil)
    #expect(rebuilt.window.first { $0.owner == "PUUIPhotosAlbumViewController" } != nil)
    let dismissed = try #require(timeline.steps[2].phases.last)
    #expect(dismissed.window.first { $0.owner == "SketchViewController" } != nil)
    #expect(dismissed.window.first { $0.owner == "UIImagePickerController" } == nil)
  }

  @Test func d16PopoverGetsAnAnchorAndSaysItWasAssumed() throws {
    let draft = DumpSceneWriter.write(try ExplainFixtures.explain("d16"))
    #expect(draft.text.contains("    style: popover\n    source: UINavigationController\n"))
    #expect(
      draft.text.contains(
        "# assumed: the dump does not say what the popover points at; UINavigationController "
          + "is its source."))
    #expect(draft.nextStep == "dismiss PSPDFNavigationController2")
    #expect(draft.text.contains("class: __PSPDFHooked_PSPDFViewController"))
  }

  @Test func d13SplitWithOneColumnIsACustomContainerSaidSo() throws {
    let draft = DumpSceneWriter.write(try ExplainFixtures.explain("d13"))
    #expect(draft.text.contains("# assumed: a split view controller written as a custom container"))
    #expect(draft.nextStep == "pop PSUIPrefsRootController")
  }

  @Test func d18SheetAssumesPageSheetAndSaysFormSheetIsPossible() throws {
    let draft = DumpSceneWriter.write(try ExplainFixtures.explain("d18"))
    #expect(
      draft.text.contains(
        "# assumed: style pageSheet, as a sheet card is pageSheet or formSheet (M-4)"))
    #expect(draft.text.contains("    style: pageSheet\n"))
    #expect(
      draft.text.contains(
        "# assumed: the dump has no window frame, so the default device (iphone-15)."))
  }
}

/// The README's walkthrough: an animator that moved the presenter's view into an
/// overFullScreen container; the scene's dismissal shows the black screen.
@Suite struct BlackScreenWalkthroughTests {
  static func explanation() throws -> Explanation {
    let folder = ExplainFixtures.folder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Examples/black-screen")
    let dumps = try ["hierarchy.txt", "controllers.txt"].map { name in
      let path = folder.appendingPathComponent(name).path
      return try DumpReader.read(try String(contentsOfFile: path, encoding: .utf8), path: name)
    }
    return Explainer.explain(dumps)
  }

  @Test func theFindingNamesThePresentersViewInTheContainer() throws {
    let result = try Self.explanation()
    #expect(result.findings.map(\.kind) == [.appMistake])
    #expect(result.findings[0].rule == "X-8")
    #expect(result.findings[0].addresses == ["0x103712a10", "0x104013a00", "0x103820a30"])
    #expect(result.says("iOS 17 or later: line 2 prints the view with a colon"))
    #expect(result.says("below it sits UITableView 0x104013a00", "(T-4)"))
    #expect(result.controllers[1].style == "overFullScreen")
  }

  @Test func theScenesDismissalLeavesTheWindowBlackAndSaysWhy() throws {
    let draft = DumpSceneWriter.write(try Self.explanation())
    #expect(draft.nextStep == "dismiss CardViewController")
    let timeline = TimelineBuilder.build(try SwiftSceneLoader.parse(draft.text, path: "black.yaml"))
    let rebuilt = try #require(timeline.steps[1].phases.last)
    #expect(rebuilt.window.first { $0.owner == "HomeViewController" } != nil)
    let after = try #require(timeline.steps[2].phases.last)
    #expect(after.window.first { $0.owner == "HomeViewController" } == nil)
    #expect(
      timeline.steps[2].phases.contains { $0.explanation.contains("the user sees black (X-8)") })
  }
}
