import SceneFile
import TestSupport
import Testing
import TransitionEngine

/// X-10, PC-6, M-7, T-4: `isHidden` set by the developer's presentation controller on the
/// views it adds and on the presented view is drawn where its method runs; a presented view
/// left hidden over a removed presenter is the black window, named at its lines. The Swift is
/// ChromeHiddenFixtures', loaded without edits.
@Suite struct PresentationHiddenTests {
  typealias Fixture = PresentationControllerTests

  static func timeline(_ delegate: String, _ name: String, dismiss: Bool = true) throws
    -> Timeline
  {
    let yaml =
      "title: t\nswift: Chrome.swift\nroot: { vc: Home }\nsteps:\n"
      + "  - present: \(name)\n    from: Home\n    style: custom\n"
      + "    transitioningDelegate: \"\(delegate)()\"\n"
      + (dismiss ? "  - dismiss: \(name)\n" : "")
    return try Fixture.timeline(yaml, ["Chrome.swift": ChromeHiddenFixtures.swift])
  }

  static let home = [
    "UIWindow (0 0; 393 852)",
    "  UITransitionView (0 0; 393 852)",
    "    UIDropShadowView (0 0; 393 852)",
    "      UIView (0 0; 393 852) <Home>",
  ]

  @Test func aCloseButtonHiddenWhileTheBannerMovesIsDrawnHiddenAndIsNoMistake() throws {
    let timeline = try Self.timeline("BannerTransition", "Banner")
    let willBegin = try #require(Fixture.phase(timeline, step: 1, "presentation will begin"))
    #expect(
      Fixture.tree(willBegin)
        == Self.home + [
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852) alpha = 0",
          "    UIButton (333 250; 44 44) hidden = YES",
        ])
    #expect(
      willBegin.eventLines == [
        "Banner.presentationController.presentationTransitionWillBegin()",
        "Banner.viewWillAppear(animated: true)",
      ])
    #expect(
      willBegin.explanation.contains(
        "Chrome.swift:25 hides the UIButton it added (Chrome.swift:26): it stays where it is, "
          + "but neither it nor its subviews are drawn, and what is below shows as if it were "
          + "not there (X-10)."))
    let animating = try #require(Fixture.phase(timeline, step: 1, "animating"))
    #expect(Fixture.tree(animating).contains("    UIButton (333 250; 44 44) hidden = YES"))
    let completed = try #require(Fixture.phase(timeline, step: 1, "completed"))
    #expect(
      Fixture.tree(completed)
        == Self.home + [
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852)",
          "    UIButton (333 250; 44 44)",
          "    UIView (0 0; 393 240) <Banner>",
        ])
    #expect(
      completed.explanation.contains(
        "Chrome.swift:34 shows the UIButton it added (Chrome.swift:26) again: isHidden = false "
          + "(X-10)."))
    let dismissal = try #require(Fixture.phase(timeline, step: 2, "dismissal will begin"))
    #expect(
      Fixture.tree(dismissal)
        == Self.home + [
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852)",
          "    UIButton (333 250; 44 44) hidden = YES",
          "    UIView (0 0; 393 240) <Banner>",
        ])
    #expect(dismissal.explanation.contains("Chrome.swift:42 hides the UIButton it added"))
    let steps = timeline.steps.dropFirst()
    #expect(steps.allSatisfy { $0.phases.allSatisfy { $0.appMistakes.isEmpty } })
    #expect(!steps.contains { $0.phases.contains { $0.explanation.contains("The mistake") } })
    #expect(!steps.contains { $0.phases.contains { $0.explanation.contains("isHidden is not") } })
  }

  @Test func aPresentedViewLeftHiddenOverARemovedPresenterIsTheBlackWindow() throws {
    let timeline = try Self.timeline("RevealTransition", "Reveal", dismiss: false)
    let added = try #require(Fixture.phase(timeline, step: 1, "to-view added"))
    #expect(Fixture.tree(added).last == "    UIView (0 852; 393 852) hidden = YES <Reveal>")
    let completed = try #require(Fixture.phase(timeline, step: 1, "completed"))
    #expect(
      Fixture.tree(completed) == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852) [containerView]",
        "    UIView (0 0; 393 852) hidden = YES <Reveal>",
      ])
    #expect(
      completed.eventLines == [
        "Reveal.presentationController.presentationTransitionDidEnd(true)",
        "Reveal.viewDidAppear(animated: true)",
        "Home.viewDidDisappear(animated: true)",
      ])
    #expect(
      completed.explanation.contains(
        "The mistake: Chrome.swift:73 leaves Reveal's view hidden, and Chrome.swift:69 returns "
          + "true from shouldRemovePresentersView, so UIKit has removed Home's view from the "
          + "window (M-7, T-4): nothing of either is drawn, and the user sees the window's "
          + "background, black (X-10)."))
    #expect(completed.appMistakes == [.invisibleView("Reveal")])
  }

  @Test func aDimmingViewHiddenForGoodDimsNothingAndAnUnknownFlagIsListed() throws {
    let timeline = try Self.timeline("QuietSheetTransition", "Quiet", dismiss: false)
    let completed = try #require(Fixture.phase(timeline, step: 1, "completed"))
    #expect(
      Fixture.tree(completed)
        == Self.home + [
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852) hidden = YES",
          "    UIView (0 426; 393 426) <Quiet>",
        ])
    let willBegin = try #require(Fixture.phase(timeline, step: 1, "presentation will begin"))
    #expect(
      willBegin.explanation.contains(
        "not modelled: Chrome.swift:135 dimmingView.isHidden = "
          + "traitCollection.horizontalSizeClass == .regular. whether the view is hidden "
          + "depends on what the tool cannot know; it is drawn as it was."))
    // A hidden dimming view is shown, not judged: no rule makes it a mistake.
    #expect(!completed.explanation.contains("The mistake"))
    #expect(completed.appMistakes.isEmpty)
  }

  /// The audit's popup: an alpha set directly in dismissalTransitionWillBegin is drawn at once
  /// when the dismissal begins (PC-6), not kept until the container leaves.
  @Test func aDimmingAlphaSetWhenTheDismissalBeginsIsDrawnAtOnce() throws {
    let timeline = try Self.timeline("PopupTransitioningDelegate", "Popup")
    let presented = try #require(Fixture.phase(timeline, step: 1, "completed"))
    #expect(
      Fixture.tree(presented).dropFirst(4).first
        == "  UITransitionView (0 0; 393 852) [containerView]")
    #expect(Fixture.tree(presented).contains("    UIView (0 0; 393 852)"))
    let willBegin = try #require(Fixture.phase(timeline, step: 2, "dismissal will begin"))
    #expect(
      Fixture.tree(willBegin)
        == Self.home + [
          "  UITransitionView (0 0; 393 852) [containerView]",
          "    UIView (0 0; 393 852) alpha = 0",
          "    UIView (0 0; 393 852) <Popup>",
        ])
    #expect(
      willBegin.explanation.contains(
        "Chrome.swift:103 sets the UIView it added (Chrome.swift:95) to alpha 0, at once: "
          + "outside an alongside block nothing animates it with the transition (PC-6)."))
    let animating = try #require(Fixture.phase(timeline, step: 2, "animating"))
    #expect(Fixture.tree(animating).contains("    UIView (0 0; 393 852) alpha = 0"))
  }
}
