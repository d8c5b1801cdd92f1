extension Planner {
  /// The steps of a navigation controller's bars and items: `navigationBarHidden`,
  /// `toolbarHidden` (N-20, N-22), `popTo` (N-23) and `search` (M-23).
  mutating func navigationItemStep(_ spec: StepSpec, _ recorder: inout StepRecorder)
    -> ResolvedAction
  {
    switch spec.action {
    case .barHidden(let bar, let hidden, let nav):
      return setBarHidden(bar, hidden, nav: nav, animated: spec.animated, &recorder)
    case .popTo(let target, let nav):
      return popTo(target, nav: nav, animated: spec.animated, &recorder)
    case .search(let active, let host):
      return search(active: active, host: host, animated: spec.animated, &recorder)
    default:
      return .code(summary: "")
    }
  }

  /// `setNavigationBarHidden(_:animated:)` (N-20) and `setToolbarHidden(_:animated:)` (N-22):
  /// the navigation controller's own flag changes and holds for every later child; only the
  /// bar's place in the view changes, no controller is added, moved or told it appears [I].
  mutating func setBarHidden(
    _ bar: NavigationBarKind, _ hidden: Bool, nav named: String?, animated: Bool,
    _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    guard let nav = navigationTarget(named, &recorder) else {
      return .barHidden(bar, hidden: hidden, on: nil)
    }
    let action = ResolvedAction.barHidden(bar, hidden: hidden, on: ControllerID(nav))
    switch changeBar(bar, hidden, nav: nav, animated: animated) {
    case .success(let story): recorder.capture(&world, .after, story)
    case .failure(let refusal): refuse(warning: refusal.warning, &recorder)
    }
    return action
  }

  /// Sets the flag, lays the window out again and returns what happened, or the warning when
  /// the bar is already so (N-20, N-22).
  mutating func changeBar(
    _ bar: NavigationBarKind, _ hidden: Bool, nav: String, animated: Bool
  ) -> Result<String, BarRefusal> {
    let current =
      bar == .navigationBar ? world[nav]?.isNavigationBarHidden : world[nav]?.isToolbarHidden
    let noun = bar == .navigationBar ? "navigation bar" : "toolbar"
    guard current != hidden else {
      return .failure(
        BarRefusal(
          warning: "\(nav)'s \(noun) is already \(hidden ? "hidden" : "shown"); nothing changes"))
    }
    let onScreen = world.isInWindow(nav)
    let shown = onScreen ? world.visibleSubtree(nav).filter(world.isInWindow) : []
    if bar == .navigationBar {
      world[nav]?.isNavigationBarHidden = hidden
    } else {
      world[nav]?.isToolbarHidden = hidden
    }
    world.relayoutWindow()
    // LC-4: the bar's space goes to (or comes back from) the top child: the views whose safe
    // area changes are laid out again [I].
    for name in shown { world.layoutPass(name) }
    let call = "\(bar.method)(\(hidden), animated: \(animated))"
    let story =
      bar == .navigationBar
      ? navigationBarStory(nav, call: call, hidden: hidden, animated: animated)
      : toolbarStory(nav, call: call, hidden: hidden)
    return .success(
      story
        + (onScreen
          ? " No controller is added, moved or sent appearance callbacks [I]; the views whose "
            + "safe area changes are laid out again (LC-4)."
          : " \(nav) is not on screen: the setting waits there and shows when it appears."))
  }

  /// N-20, Q-35: what hiding or showing the navigation bar does.
  private func navigationBarStory(_ nav: String, call: String, hidden: Bool, animated: Bool)
    -> String
  {
    "\(call) \(hidden ? "hides" : "shows") \(nav)'s UINavigationBar (N-20)"
      + (animated ? ", sliding it over UINavigationController.hideShowBarDuration" : "")
      + ". isNavigationBarHidden belongs to \(nav), not to its top controller: it holds for "
      + "every controller pushed later until the app changes it. "
      + (hidden
        ? "Whether UIKit keeps a hidden bar in the view tree is not in the sources (Q-35); the "
          + "model keeps it in \(nav)'s view, marked hidden, and the content's safe area "
          + "no longer leaves room for it."
        : "The content's safe area leaves room for the bar again.")
  }

  /// N-22, N-8, Q-35: what showing or hiding the toolbar does, and the items it shows.
  private func toolbarStory(_ nav: String, call: String, hidden: Bool) -> String {
    guard !hidden else {
      return "\(call) hides \(nav)'s UIToolbar (N-22); it stays in \(nav)'s view, hidden and "
        + "parked at the bottom edge (N-1)."
    }
    let items = world.toolbarItems(nav)
    let top = world[nav]?.topChild ?? nav
    let itemText =
      items.isEmpty
      ? "\(top) has no toolbarItems, so the bar is empty."
      : "It shows the top controller's toolbarItems, here \(top)'s: "
        + items.joined(separator: ", ") + "; a push swaps them for the pushed controller's."
    let covered =
      world.showsToolbar(nav)
      ? ""
      : " A controller in the stack has hidesBottomBarWhenPushed, which hides the toolbar as "
        + "well (N-8): it stays hidden until that controller is popped."
    return "\(call) shows \(nav)'s own UIToolbar, hidden by default (N-22). Its frame is not in "
      + "the sources (Q-35): the model puts a \(Int(world.toolbarHeight))-pt bar above the "
      + "bottom of the safe area [I]. " + itemText + covered
  }

  /// `popToViewController(_:animated:)` (N-23): one pop transition from the top to the
  /// target, as `popToRootViewController`; a target that is not in the stack raises.
  mutating func popTo(
    _ target: String, nav named: String?, animated: Bool, _ recorder: inout StepRecorder
  ) -> ResolvedAction {
    let kind = ResolvedAction.PopKind.popTo(ControllerID(target))
    guard let nav = navigationTarget(named, &recorder) else { return .pop(kind, nav: nil) }
    let action = ResolvedAction.pop(kind, nav: ControllerID(nav))
    let stack = world[nav]?.children ?? []
    guard stack.contains(target) else {
      // N-23: UIKit's own words [C: POPTO].
      raise(
        "NSInternalInconsistencyException: Tried to pop to a view controller that doesn't "
          + "exist.", &recorder)
      return action
    }
    guard stack.last != target else {
      refuse(
        warning: "\(target) is already the top of \(nav)'s stack: popToViewController pops "
          + "nothing and returns an empty array [I]", &recorder)
      return action
    }
    let popped = Array(stack.drop { $0 != target }.dropFirst())
    let first = recorder.phases.count
    let warnings = recorder.warnings.count
    _ = pop(nav, to: target, toRoot: false, cancelled: false, animated: animated, &recorder)
    guard recorder.warnings.count == warnings, recorder.error == nil else { return action }
    recorder.prefixExplanation(
      at: first,
      "popToViewController(\(target), animated: \(animated)) runs one pop transition from the "
        + "top to \(target), as popToRootViewController does (N-23), and returns the popped "
        + "controllers: " + popped.joined(separator: ", ") + ". Only the two ends hear "
        + "appearance callbacks [I]"
        + (popped.count > 1
          ? "; the order in which those in between hear willMove and didMove(toParent: nil) "
            + "is in no source (Q-34), the model's is inferred [I]" : "")
        + ". ")
    return action
  }
}

extension Planner {
  /// What the bars of the navigation controllers that have a toolbar or large titles show
  /// (N-21, N-22), to tell after a step what a push or pop changed in them.
  func barsSnapshot() -> [String: BarsLook] {
    var looks: [String: BarsLook] = [:]
    for name in world.inWindow(kind: .navigation) {
      guard let nav = world[name],
        nav.chrome.toolbar != nil || nav.options.prefersLargeTitles
      else { continue }
      looks[name] = BarsLook(
        top: nav.topChild, largeTitle: world.showsLargeTitle(name),
        toolbar: world.showsToolbar(name) ? world.toolbarItems(name) : nil)
    }
    return looks
  }

  /// The sentences that tell how the bars changed since `before` when the top changed.
  func barChanges(since before: [String: BarsLook]) -> String {
    var text = ""
    for (name, look) in barsSnapshot().sorted(by: { $0.key < $1.key }) {
      guard let old = before[name], old.top != look.top, let top = look.top else { continue }
      if world[name]?.options.prefersLargeTitles == true, old.largeTitle != look.largeTitle {
        text +=
          " \(name)'s bar now shows \(top)'s title " + (look.largeTitle ? "large" : "small")
          + ", as its largeTitleDisplayMode says (N-21); UIKit animates the bar itself (N-5)."
      }
      if old.toolbar != look.toolbar {
        switch look.toolbar {
        case .some(let items) where old.toolbar == nil:
          text +=
            " \(name)'s toolbar is back, showing \(top)'s toolbarItems"
            + (items.isEmpty ? " (none)" : ": " + items.joined(separator: ", ")) + " (N-22, N-8)."
        case .some(let items):
          text +=
            " \(name)'s toolbar now shows \(top)'s toolbarItems"
            + (items.isEmpty ? " (none)" : ": " + items.joined(separator: ", ")) + " (N-22)."
        case .none:
          text +=
            " \(name)'s toolbar is hidden: a controller in the stack has "
            + "hidesBottomBarWhenPushed (N-8, N-22)."
        }
      }
    }
    return String(text.drop { $0 == " " })
  }
}
