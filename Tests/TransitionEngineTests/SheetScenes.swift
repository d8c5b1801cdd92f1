import TestSupport

@testable import TransitionEngine

/// Sheet-heavy scenes for the sheet effects cache tests.
enum SheetScenes {
  static func sheet(
    _ name: String, from: String, style: PresentationStyle = .pageSheet,
    _ sheet: SheetConfiguration? = nil
  ) -> StepSpec {
    var present = PresentSpec(controller: SpecBuilders.plain(name), from: from, style: style)
    present.sheet = sheet
    return SpecBuilders.step(.present(present))
  }

  static let medium = SheetConfiguration(
    detents: [.medium, .large], selected: "medium", grabber: true)

  static func detent(_ id: String, on name: String, interactive: Bool = false) -> StepSpec {
    SpecBuilders.step(.detent(id, on: name, interactive: interactive))
  }

  static func dismiss(_ name: String, cancelled: Bool = false, swipe: Bool = false) -> StepSpec {
    var step = SpecBuilders.step(.dismiss(name, interactiveCancelled: cancelled))
    step.swipeCompleted = swipe
    return step
  }

  static func rotate(_ orientation: Orientation) -> StepSpec {
    SpecBuilders.step(.rotate(orientation))
  }

  /// `C1` … `Cdepth` stacked page sheets, each from the one below, every fifth at medium,
  /// then the middle one dismissed and one more presented.
  static func stack(depth: Int) -> SceneSpec {
    var steps = (1...depth).map { index in
      sheet("C\(index)", from: "C\(index - 1)", index % 5 == 0 ? medium : nil)
    }
    steps.append(dismiss("C\(depth / 2)"))
    steps.append(sheet("D", from: "C\(depth / 2 - 1)"))
    return SceneSpec(title: "stack", ios: 26, root: SpecBuilders.plain("C0"), steps: steps)
  }

  /// Medium and large sheets with grabbers, detents changed by hand and in code, interactive
  /// dismissals completed and cancelled.
  static func detents(ios: Int) -> SceneSpec {
    let undimmed = SheetConfiguration(
      detents: [.medium, .large], selected: "medium", largestUndimmed: "medium", grabber: true)
    let steps = [
      sheet("A", from: "Home", undimmed), sheet("B", from: "A", medium),
      detent("large", on: "B", interactive: true), sheet("C", from: "B", style: .formSheet, medium),
      detent("medium", on: "C"), detent("large", on: "A"), dismiss("C", cancelled: true),
      dismiss("C", swipe: true), detent("medium", on: "B", interactive: true), dismiss("A"),
    ]
    return SceneSpec(
      title: "detents", ios: ios, root: SpecBuilders.nav("Nav", ["Home"]), steps: steps)
  }

  /// A stack of sheets on a large phone turned to landscape and back, with a detent change
  /// while turned and a dismissal from the middle.
  static func rotations(ios: Int) -> SceneSpec {
    let steps = [
      sheet("A", from: "Home"), sheet("B", from: "A", medium), sheet("C", from: "B"),
      rotate(.landscape), detent("medium", on: "C"), rotate(.portrait),
      sheet("D", from: "C", style: .formSheet), sheet("E", from: "D", medium),
      rotate(.landscape), dismiss("B"), rotate(.portrait), sheet("F", from: "A", medium),
      dismiss("F", cancelled: true), detent("large", on: "F", interactive: true),
    ]
    return SceneSpec(
      title: "rotations", device: "iphone-15-pro-max", ios: ios,
      root: SpecBuilders.nav("Nav", ["Home"]), steps: steps)
  }

  /// Animators that write the alpha and transform of the views around stacked cards.
  static func animators() throws -> SceneSpec {
    var second = sheet("B", from: "A")
    second.animator = try block([
      "toView.alpha = 0", "fromView.alpha = 0.5",
      "fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)",
      "containerView.addSubview(toView)", "toView.alpha = 1",
      "toView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)",
      "transitionContext.completeTransition(true)",
    ])
    var third = sheet("C", from: "B", medium)
    third.animator = try block([
      "containerView.addSubview(toView)",
      "toView.transform = CGAffineTransform(translationX: 0, y: 200)", "fromVC.view.alpha = 0.2",
      "transitionContext.completeTransition(true)",
    ])
    var back = dismiss("C")
    back.animator = try block([
      "fromView.alpha = 0", "fromView.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)",
      "transitionContext.completeTransition(true)",
    ])
    var first = dismiss("B")
    first.animator = try block([
      "fromView.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)", "toView.alpha = 0.4",
      "transitionContext.completeTransition(true)",
    ])
    let steps = [sheet("A", from: "Home"), second, third, back, first, dismiss("A")]
    return SceneSpec(
      title: "animators", ios: 26, root: SpecBuilders.nav("Nav", ["Home"]), steps: steps)
  }
}
