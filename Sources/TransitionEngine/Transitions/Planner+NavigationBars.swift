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
    switch changeBarNote(bar, hidden, nav: nav, animated: animated) {
    case .success(let note): recorder.capture(&world, .after, note: PhaseNote(.bar(note)))
    case .failure(let refusal): refuse(warning: refusal.warning, &recorder)
    }
    return action
  }

  /// Sets the flag, lays the window out again and returns the note of what happened, or the
  /// warning when the bar is already so (N-20, N-22).
  mutating func changeBarNote(
    _ bar: NavigationBarKind, _ hidden: Bool, nav: String, animated: Bool
  ) -> Result<BarNote, BarRefusal> {
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
    guard bar == .toolbar else {
      return .success(
        .navigationBar(
          nav: nav, call: call, hidden: hidden, animated: animated, onScreen: onScreen))
    }
    let toolbar =
      hidden
      ? nil
      : BarNote.ShownToolbar(
        top: world[nav]?.topChild ?? nav, items: world.toolbarItems(nav),
        height: Int(world.toolbarHeight), covered: !world.showsToolbar(nav))
    return .success(.toolbar(nav: nav, call: call, shown: toolbar, onScreen: onScreen))
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
    recorder.prefix(
      at: first, PhaseNote(.bar(.popTo(target: target, animated: animated, popped: popped))))
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

  /// The note that tells how the bars changed since `before` when the top changed, none when
  /// none did.
  func barChanges(since before: [String: BarsLook]) -> [PhaseNote] {
    var changes: [BarNote.BarChange] = []
    for (name, look) in barsSnapshot().sorted(by: { $0.key < $1.key }) {
      guard let old = before[name], old.top != look.top, let top = look.top else { continue }
      if world[name]?.options.prefersLargeTitles == true, old.largeTitle != look.largeTitle {
        changes.append(.largeTitle(nav: name, top: top, large: look.largeTitle))
      }
      if old.toolbar != look.toolbar {
        switch look.toolbar {
        case .some(let items) where old.toolbar == nil:
          changes.append(.toolbarBack(nav: name, top: top, items: items))
        case .some(let items):
          changes.append(.toolbarItems(nav: name, top: top, items: items))
        case .none:
          changes.append(.toolbarHidden(nav: name))
        }
      }
    }
    return changes.isEmpty ? [] : [PhaseNote(.bar(.changes(changes)))]
  }
}
