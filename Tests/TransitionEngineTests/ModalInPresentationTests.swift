import TestSupport
import Testing

@testable import TransitionEngine

/// D-8, D-9: `isModalInPresentation` refuses the user's swipe but not `dismiss(animated:)`.
@Suite struct ModalInPresentationTests {
  private func timeline(modal: Bool, swipe: Bool, cancelled: Bool = false) -> Timeline {
    var options = ControllerOptions()
    options.modalInPresentation = modal
    let present = PresentSpec(
      controller: Fixtures.plain("Sheet", options), from: "Home", style: .pageSheet)
    var dismiss = Fixtures.step(.dismiss("Sheet", interactiveCancelled: cancelled))
    dismiss.swipeCompleted = swipe
    return plan(
      SceneSpec(
        title: "modal", root: Fixtures.nav("Nav", ["Home"]),
        steps: [Fixtures.step(.present(present)), dismiss]))
  }

  /// D-8: a completed swipe becomes only presentationControllerDidAttemptToDismiss(_:); the
  /// tree and the controllers stay as they were.
  @Test func aSwipeIsRefused() {
    let result = timeline(modal: true, swipe: true)
    let step = result.steps[2]
    #expect(step.phaseNames == ["before", "after"])
    #expect(step.allEvents == ["Sheet.presentationControllerDidAttemptToDismiss(_:)"])
    #expect(step.phases.last?.tree == result.steps[1].phases.last?.tree)
    #expect(step.phases.last?.owners == ["Nav", "Home", "Sheet"])
    #expect(step.phases.last?.explanation.contains("D-8") == true)
  }

  /// D-8: a released (cancelled) swipe is refused the same way, with no T-6 callbacks.
  @Test func aCancelledSwipeIsRefusedToo() {
    let step = timeline(modal: true, swipe: false, cancelled: true).steps[2]
    #expect(step.allEvents == ["Sheet.presentationControllerDidAttemptToDismiss(_:)"])
  }

  /// D-9: dismiss(animated:) in code still dismisses, with the usual callbacks.
  @Test func codeStillDismisses() {
    let step = timeline(modal: true, swipe: false).steps[2]
    #expect(step.allEvents.contains("Sheet.viewDidDisappear(animated: true)"))
    #expect(!step.allEvents.contains("Sheet.presentationControllerDidAttemptToDismiss(_:)"))
    #expect(step.phases.last?.owners == ["Nav", "Home"])
  }

  /// Without the flag the swipe dismisses (D-7).
  @Test func withoutTheFlagTheSwipeDismisses() {
    let step = timeline(modal: false, swipe: true).steps[2]
    #expect(step.allEvents.first == "Sheet.presentationControllerShouldDismiss(_:)")  // D-10
    #expect(step.allEvents.contains("Sheet.presentationControllerDidDismiss(_:)"))
  }
}

/// L-1–L-3: iOS 26's updateProperties() right before the layout pass of a controller shown
/// by a transition; absent before iOS 26.
@Suite struct UpdatePropertiesTests {
  private func push(ios: Int) -> Step {
    plan(
      Fixtures.navigationScene(
        [Fixtures.step(.push(Fixtures.plain("Detail"), on: nil))], ios: ios)
    ).steps[1]
  }

  /// L-2: in one pass the property update comes right before layout (viewWillLayoutSubviews),
  /// after the controller's traits are set; L-3: after viewWillAppear and viewIsAppearing.
  @Test func iOS26CallsUpdatePropertiesBeforeLayout() {
    let events = push(ios: 26).allEvents.filter { $0.hasPrefix("Detail.") }
    #expect(
      events == [
        "Detail.willMove(toParent: FeedNav)", "Detail.loadView()", "Detail.viewDidLoad()",
        "Detail.viewWillAppear(animated: true)", "Detail.viewIsAppearing(animated: true)",
        "Detail.updateProperties()", "Detail.viewWillLayoutSubviews()",
        "Detail.viewDidLayoutSubviews()", "Detail.viewDidAppear(animated: true)",
        "Detail.didMove(toParent: FeedNav)",
      ])
    let why = push(ios: 26).phases.map(\.explanation).joined()
    #expect(why.contains("Q-27"))
  }

  @Test func iOS18HasNoUpdateProperties() {
    #expect(!push(ios: 18).allEvents.contains { $0.contains("updateProperties") })
  }
}

/// V-1–V-4: which profile a version follows, said in the first picture.
@Suite struct VersionProfileTests {
  private func firstExplanation(ios: Int, device: String = "iphone-15") -> String {
    var scene = Fixtures.navigationScene([], ios: ios)
    scene.device = device
    return plan(scene).steps[0].phases.first?.explanation ?? ""
  }

  @Test func iOS27FollowsIOS26AndNamesPlacement() {
    let text = firstExplanation(ios: 27)
    #expect(text.contains("iOS 27 follows the iOS 26 profile"))
    #expect(text.contains("preferredPlacement"))
    #expect(text.contains("V-2"))
  }

  /// V-3: iOS 28 and later follow iOS 26 with every difference unknown, said in the first
  /// explanation.
  @Test func laterVersionsSayEverythingIsUnknown() {
    for ios in 28...30 {
      #expect(
        firstExplanation(ios: ios).hasSuffix(
          " No source covers iOS \(ios): the model shows the iOS 26 profile and every difference "
            + "iOS \(ios) may have from it is unknown (V-3)."))
      #expect(VersionProfile(environment: environment(ios: ios)).modelled == 26)
    }
    #expect(!firstExplanation(ios: 18).contains("profile"))
  }

  /// The iOS 26 note names every rule the model runs only from iOS 26 (the tab bar's TB-13
  /// among them), and no longer says the tab bar follows iOS 18.
  @Test func theIOS26NoteNamesEveryIOS26Difference() {
    let note = VersionProfile(environment: environment(ios: 26)).note
    for rule in ["(M-13)", "(L-1–L-3)", "(TB-13;", "(SV-10)"] {
      #expect(note.contains(rule), "missing \(rule)")
    }
    #expect(
      note.contains(
        "elsewhere (the window tree, the other callbacks, the tab bar's views and layout, zoom "
          + "transitions) it shows none"))
    #expect(!note.contains("the tab bar, zoom transitions"))
    #expect(VersionProfile(environment: environment(ios: 18)).note == "")
  }

  @Test func iPadOS26SaysWhatMultitaskingMeans() {
    var scene = Fixtures.navigationScene([], ios: 26)
    scene.device = "ipad-pro-11"
    scene.multitasking = .half
    let text = plan(scene).steps[0].phases.first?.explanation ?? ""
    #expect(text.contains("multitasking: half stands for a free-size window"))
    #expect(text.contains("V-4"))
    // the compact-width threshold of a free-size window is said to be unknown.
    #expect(
      text.contains("the widths at which a window turns compact are not in the sources (Q-28)"))
  }

  private func environment(ios: Int) -> Environment {
    Environment(
      device: Device.named("iphone-15") ?? Device.all[0], orientation: .portrait,
      multitasking: .full, ios: ios)
  }
}
