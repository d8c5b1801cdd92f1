import SceneFile
import TestSupport
import Testing
import TransitionEngine

/// A controller's override presents a controller its code makes: wrapped in a
/// `UINavigationController(rootViewController:)`, or from a storyboard's
/// `instantiateViewController(withIdentifier:)` (P-12, S-5). The Swift is PresentMadeFixtures',
/// loaded without edits; each run is compared with the scene hook that says the same.
@Suite struct SwiftPresentMadeTests {
  static func timeline(_ root: String, _ steps: String = "", swift: Bool = true) throws
    -> [Step]
  {
    try FixtureTimelines.timeline(root, steps, swift: swift ? PresentMadeFixtures.swift : nil)
  }

  static func expectSame(_ swift: [Step], _ yaml: [Step]) {
    FixtureTimelines.expectSame(swift, yaml)
  }

  @Test func aNavigationControllerTheCodeMakesIsTheScenesNavigation() throws {
    let dismiss = "  - dismiss: SignUpNav\n"
    let swift = try Self.timeline("{ vc: Welcome, class: WelcomeViewController }", dismiss)
    let yaml = try Self.timeline(
      "{ vc: Welcome, class: WelcomeViewController, onViewDidAppear: { present: "
        + "{ navigation: SignUpNav, stack: [{ vc: SignUp, class: SignUpViewController }] }, "
        + "style: fullScreen, once: true } }", dismiss, swift: false)
    Self.expectSame(swift, yaml)
    let launch = try #require(swift.first)
    #expect(
      launch.phaseNames == [
        "initial", "present: container ready", "present: presentation will begin",
        "present: to-view added", "present: animating", "present: completed", "present: after",
      ])
    #expect(
      launch.phases.dropFirst().first?.explanation.hasPrefix(
        "App.swift:13: Welcome.viewDidAppear calls present(SignUpNav)") == true)
    #expect(
      launch.phases.last?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UILayoutContainerView (0 0; 393 852) <SignUpNav>",
        "      UINavigationTransitionView (0 0; 393 852)",
        "        UIViewControllerWrapperView (0 0; 393 852)",
        "          UIView (0 0; 393 852) <SignUp>",
        "      UINavigationBar (0 59; 393 44)",
      ])
    #expect(launch.allEvents.contains("SignUp.viewDidAppear(animated: true)"))
    // A correct pattern: no warning, no `not modelled` line.
    #expect(launch.warnings.isEmpty)
    #expect(!launch.phases.contains { $0.explanation.contains("not modelled") })
    // The flag holds: dismissing sends Welcome viewDidAppear again, and nothing comes back.
    let back = try #require(swift.last)
    #expect(back.allEvents.contains("Welcome.viewDidAppear(animated: true)"))
    #expect(!back.phaseNames.contains { $0.hasPrefix("present") })
  }

  @Test func aStoryboardIdentifierNamingAClassOfTheFilesMakesThatClass() throws {
    let swift = try Self.timeline("{ vc: Store, class: StoreViewController }")
    let yaml = try Self.timeline(
      "{ vc: Store, class: StoreViewController, onViewDidAppear: { present: "
        + "{ vc: Paywall, class: PaywallViewController }, style: overFullScreen, "
        + "transition: crossDissolve, once: true } }", swift: false)
    Self.expectSame(swift, yaml)
    let launch = try #require(swift.first)
    #expect(launch.phaseNames.last == "present: after")
    #expect(launch.warnings.isEmpty)
    #expect(!launch.phases.contains { $0.explanation.contains("not modelled") })
    #expect(
      launch.phases.last?.tree == [
        "UIWindow (0 0; 393 852)",
        "  UITransitionView (0 0; 393 852)",
        "    UIDropShadowView (0 0; 393 852)",
        "      UIView (0 0; 393 852) <Store>",
        "  UITransitionView (0 0; 393 852)",
        "    UIView (0 0; 393 852) <Paywall>",
      ])
  }

  @Test func aStoryboardIdentifierNamingASceneControllerPresentsThatController() throws {
    let steps =
      "  - present: WhatsNew\n    from: Nav\n  - dismiss: WhatsNew\n"
      + "  - push: { vc: Library, class: LibraryViewController }\n    on: Nav\n"
    let swift = try Self.timeline("{ navigation: Nav, stack: [Home] }", steps)
    let yaml = try Self.timeline(
      "{ navigation: Nav, stack: [Home] }",
      "  - present: WhatsNew\n    from: Nav\n  - dismiss: WhatsNew\n"
        + "  - push: { vc: Library, onViewDidAppear: { present: { navigation: WhatsNewNav, "
        + "stack: [WhatsNew] }, once: true } }\n    on: Nav\n", swift: false)
    #expect(swift.map(\.allEvents) == yaml.map(\.allEvents))
    #expect(swift.map { $0.phases.map(\.tree) } == yaml.map { $0.phases.map(\.tree) })
    let push = try #require(swift.last)
    #expect(push.allEvents.contains("WhatsNew.viewDidAppear(animated: true)"))
    #expect(
      push.phases.contains { $0.explanation.hasPrefix("App.swift:57: Library.viewDidAppear") })
  }

  @Test func anUnknownStoryboardIdentifierIsSaidPlainlyAndNothingIsPresented() throws {
    let swift = try Self.timeline("{ vc: Guide, class: GuideViewController }")
    let plain = try Self.timeline("{ vc: Guide, class: GuideViewController }", swift: false)
    #expect(swift.map(\.allEvents) == plain.map(\.allEvents))
    let launch = try #require(swift.first)
    #expect(launch.phaseNames == ["initial"])
    let text = launch.phases.map(\.explanation).joined(separator: "\n")
    #expect(
      text.contains(
        "not modelled: App.swift:70 present(…). The storyboard identifier \"TutorialPages\" "
          + "names no controller of the scene and no class of the Swift files, and the tool "
          + "does not guess which controller the storyboard makes; it is not presented."))
  }
}
