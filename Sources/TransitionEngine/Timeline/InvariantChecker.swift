/// Checks the structural promises every phase must keep, walking the whole phase; tests run it
/// after every phase, and `IncrementalInvariantChecker` falls back on it.
public enum InvariantChecker {
  /// Returns a description of every broken invariant (empty when the phase is sound). What
  /// the phase marks as a consequence of the app's own mistake (`Phase.appMistakes`) is the
  /// app's doing, shown to the user, and exempt from exactly the check it would break.
  public static func violations(in phase: Phase) -> [String] {
    let mistakes = Set(phase.appMistakes)
    var problems: [String] = []
    var seen = Set<ViewID>()
    var owners: [String: Int] = [:]
    // Owners in the order the window lists their views, so that messages come out in the same
    // order on every run (a dictionary's order changes from one process to the next).
    var ownerOrder: [String] = []
    var containerViews = 0
    for (_, node) in phase.window.flattened() {
      // A view has at most one superview, and the tree has no cycles.
      if !seen.insert(node.id).inserted { problems.append("view \(node.id.raw) appears twice") }
      if let owner = node.owner {
        if owners[owner] == nil { ownerOrder.append(owner) }
        owners[owner, default: 0] += 1
      }
      if node.role == .containerView { containerViews += 1 }
    }
    for owner in ownerOrder where (owners[owner] ?? 0) > 1 {
      let count = owners[owner] ?? 0
      problems.append("\(owner) owns \(count) views in the window")
    }
    let resting = phase.isResting
    // Each transition that never completed keeps its container marked.
    let unfinished = mistakes.filter {
      if case .alsoUnfinished = $0 { return true }
      return $0 == .unfinishedTransition
    }.count
    if containerViews > (resting ? 0 : 1) + unfinished {
      problems.append("\(containerViews) containerViews marked in phase '\(phase.name)'")
    }
    let controllers = phase.controllers.flattened()
    var known = Set<String>()
    for controller in controllers where !known.insert(controller.name).inserted {
      // One controller has one place: one parent or one presenter (HI-3).
      problems.append("controller \(controller.name) appears twice in the controller tree")
    }
    for owner in ownerOrder
    where !known.contains(owner) && !mistakes.contains(.viewWithoutController(owner)) {
      problems.append("\(owner)'s view is in the window but \(owner) is not in the controller tree")
    }
    for controller in controllers {
      let present = owners[controller.name] != nil
      if controller.inWindow != present {
        problems.append(
          "\(controller.name) says inWindow=\(controller.inWindow) but its view is "
            + (present ? "in" : "not in") + " the window")
      }
      if resting { problems += restingProblems(controller, mistakes) }
    }
    return problems + repeatedDidCallbacks(phase.events, mistakes)
  }

  /// Each phase name a step repeats: names are unique within a step, so that `--phase NAME`,
  /// the viewer and the JSON output can address every phase (a second run of a sub-transition
  /// is `pop 2: …`; a step's own `after` before presents from callbacks is `transition ended`).
  public static func repeatedPhaseNames(in step: Step) -> [String] {
    var seen = Set<String>()
    var problems: [String] = []
    for phase in step.phases where !seen.insert(phase.name).inserted {
      problems.append("phase name '\(phase.name)' appears more than once in step \(step.index)")
    }
    return problems
  }

  /// A controller hears each did-callback at most once in a phase: `viewDidAppear` and
  /// `viewDidDisappear` end an appearance transition, which a phase ends once (13.1, 13.2).
  static func repeatedDidCallbacks(_ events: [LifecycleEvent], _ mistakes: Set<AppMistake>)
    -> [String]
  {
    var heard = Set<String>()
    var problems: [String] = []
    for case .controller(let id, let callback) in events {
      switch callback {
      case .viewDidAppear, .viewDidDisappear:
        let text = "\(id).\(callback)"
        if !heard.insert(text).inserted && !mistakes.contains(.appearanceOutOfStep(id.name)) {
          problems.append("\(text) is sent twice in one phase")
        }
      default: continue
      }
    }
    return problems
  }

  /// At rest, appearance state follows presence in the window, and containers show exactly
  /// the children UIKit shows (N-2, TB-2).
  private static func restingProblems(_ controller: ControllerNode, _ mistakes: Set<AppMistake>)
    -> [String]
  {
    var problems: [String] = []
    let expected: AppearanceState = controller.inWindow ? .appeared : .disappeared
    if controller.state != expected && !mistakes.contains(.appearanceOutOfStep(controller.name))
      && !mistakes.contains(.appearanceByHand(controller.name))
    {
      problems.append(
        "\(controller.name) is \(controller.state.rawValue) at rest (expected \(expected.rawValue))"
      )
    }
    guard controller.inWindow, !mistakes.contains(.containerContent(controller.name)) else {
      return problems
    }
    let shown = controller.children.filter(\.inWindow).map(\.name)
    switch controller.kind {
    // A current-context presentation may have taken the shown child's view (M-2), so a
    // container shows at most its top or selected child.
    case .navigation:
      if let top = controller.children.last, !shown.allSatisfy({ $0 == top.name }) {
        problems.append("\(controller.name) shows \(shown) instead of its top \(top.name)")
      }
    case .tab:
      if shown.count > 1 {
        problems.append("\(controller.name) shows \(shown.count) tabs")
      }
    case .plain, .container, .split:
      break
    }
    return problems
  }
}
