/// The invariant checker for a timeline's phases in order: it carries what the checks need
/// from one phase to the next and looks only at the records a phase changed, so that
/// checking a scene grows with its changes, not with steps times the size of its trees.
/// Whenever it finds a promise broken, or meets a tree it does not follow, it answers with
/// `InvariantChecker.violations(in:)` for that phase, so its messages are exactly those of
/// the full walk.
public struct IncrementalInvariantChecker {
  private var views: WindowTally?
  private var controllers: ControllerTally?

  public init() {}

  /// What `InvariantChecker.violations(in:)` returns for `phase`, the phase after the one
  /// last checked (any phase works, a phase far from the last one costs more).
  public mutating func violations(in phase: Phase) -> [String] {
    guard advance(to: phase), !mayBreak(phase) else {
      return InvariantChecker.violations(in: phase)
    }
    return []
  }

  /// Brings both tallies to `phase`; false when they cannot follow it (a tree built by hand,
  /// a placeholder root, a repeat).
  private mutating func advance(to phase: Phase) -> Bool {
    guard let stored = phase.window.stored, stored.depth == 0, phase.controllers.slot >= 0,
      phase.controllers.depth == 0
    else {
      views = nil
      controllers = nil
      return false
    }
    let viewRoot = phase.window.id.raw
    if var tally = views, tally.root == viewRoot {
      views = nil
      tally.update(to: stored.table)
      views = tally
    } else {
      views = WindowTally(root: viewRoot, table: stored.table)
    }
    let slot = phase.controllers.slot
    if var tally = controllers, tally.root == slot {
      controllers = nil
      tally.update(to: phase.controllers.table)
      controllers = tally
    } else {
      controllers = ControllerTally(root: slot, table: phase.controllers.table)
    }
    guard var windowTally = views, var controllerTally = controllers, !windowTally.lost,
      !controllerTally.lost
    else {
      views = nil
      controllers = nil
      return false
    }
    views = nil
    controllers = nil
    controllerTally.settle(
      owners: windowTally.ownerCounts, touchedOwners: windowTally.takeTouchedOwners())
    views = windowTally
    controllers = controllerTally
    return true
  }

  /// True when the phase may break a promise: the tallies show a problem that no app mistake
  /// of the phase exempts, the same tests as the full walk's.
  private func mayBreak(_ phase: Phase) -> Bool {
    guard let views, let controllers else { return true }
    let mistakes = Set(phase.appMistakes)
    if !views.sharedOwners.isEmpty || !controllers.misplaced.isEmpty { return true }
    // A transition that never completed keeps its container marked.
    let allowed =
      (phase.isResting ? 0 : 1) + (mistakes.contains(.unfinishedTransition) ? 1 : 0)
    if views.containerViews > allowed { return true }
    if controllers.ownerless.contains(where: { !mistakes.contains(.viewWithoutController($0)) }) {
      return true
    }
    if phase.isResting {
      let stateBroken = controllers.outOfStep.contains {
        !mistakes.contains(.appearanceOutOfStep($0)) && !mistakes.contains(.appearanceByHand($0))
      }
      let contentBroken = controllers.overfull.contains {
        !mistakes.contains(.containerContent($0))
      }
      if stateBroken || contentBroken { return true }
    }
    return !InvariantChecker.repeatedDidCallbacks(phase.events, mistakes).isEmpty
  }
}
