extension Planner {
  /// Runs the lines written after `completeTransition`, once UIKit has completed (X-8). They
  /// run, as the app's code goes on after the call returns; what they leave wrong is the
  /// app's mistake, named in the line's phase and marked so that the invariants keep
  /// describing what UIKit guarantees.
  mutating func runAnimatorTail(_ scope: inout TransitionContext, _ recorder: inout StepRecorder) {
    for line in scope.tail {
      if case .completeTransition = line.statement {
        // X-5: completeTransition must be called once. No source shows what UIKit does with a
        // second call or whether it logs anything, so TransitionScope changes nothing.
        recorder.capture(
          &world, .line(line),
          "`\(line.text)`: a second completeTransition on a transition that has already "
            + "completed. It must be called exactly once (X-5); what UIKit does with another "
            + "call, and whether it logs anything, is not known from any source, so "
            + "TransitionScope changes nothing here.")
        continue
      }
      let text = perform(line, &scope)
      recorder.capture(
        &world, .line(line),
        "This line comes after completeTransition, so it runs on a finished transition. " + text
          + tailConsequences(line, scope))
    }
    scope.tail = []
  }

  /// X-8: what a line after `completeTransition` left wrong, from the tree. UIKit has ended
  /// the transition and sends no more callbacks, so a controller whose view the line put into
  /// or took out of the window keeps its state; a child's view the line put back in the window
  /// under a container that shows another child changes what it shows (N-2, TB-2, SV-1);
  /// a view whose controller left the controller tree is shown without one (K-5).
  private mutating func tailConsequences(_ line: CodeLine, _ scope: TransitionContext) -> String {
    let moved = scope.lastTouch.filter { $0.value == line }.map(\.key).sorted()
    var sentences: [String] = []
    for view in moved {
      for owner in world.owners(under: view) {
        let inWindow = world.isInWindow(owner)
        // X-5: completeTransition has already taken a popped controller from its parent.
        let leaving = scope.leavingTree.contains(owner)
        if inWindow && (leaving || !world.isInControllerTree(owner)) {
          guard !world.appMistakes.contains(.viewWithoutController(owner)) else { continue }
          world.markAppMistake(.viewWithoutController(owner), at: line.place)
          world.markAppMistake(.appearanceOutOfStep(owner), at: line.place)
          sentences.append(
            "The mistake: \(owner)'s view is in the window, but \(owner) "
              + (leaving
                ? "left \(world[owner]?.parent ?? "its parent") as completeTransition ended the "
                  + "pop: it is in no controller tree"
                : "is in no controller tree")
              + ", so no appearance callbacks reach it (K-5).")
          continue
        }
        guard let state = world[owner]?.appearance,
          state == (inWindow ? .disappeared : .appeared),
          !world.appMistakes.contains(.appearanceOutOfStep(owner))
        else { continue }
        world.markAppMistake(.appearanceOutOfStep(owner), at: line.place)
        sentences.append(
          "The mistake: \(owner) counts as \(state.rawValue), but its view is "
            + (inWindow ? "in" : "out of") + " the window: the transition is over, so UIKit "
            + "sends \(owner) no callback for it (X-8).")
      }
      if let owner = world.forest.node(view)?.owner, world.forest.superview(of: view) != nil,
        world.isInControllerTree(owner), let parent = world[owner]?.parent,
        let kind = world[parent]?.kind, kind == .navigation || kind == .tab || kind == .split,
        world.isInWindow(owner), !world.visibleChildren(parent).contains(owner),
        !world.appMistakes.contains(.containerContent(parent))
      {
        world.markManagedViewMoved(owner)
        let rule = kind == .navigation ? "N-2" : kind == .tab ? "TB-2" : "SV-1"
        sentences.append(
          "The mistake: \(parent) places its children's views itself (\(rule)), and this line "
            + "put \(owner)'s view back in the window by hand, so what \(parent) shows is the "
            + "app's doing.")
      }
    }
    return sentences.isEmpty ? "" : " " + sentences.joined(separator: " ")
  }

  /// X-8: a line that took a view out of the window (into a view that is not in it) leaves
  /// the controllers whose views it holds with their state; the app's doing. Returns the
  /// sentence that says so, or "" when the view is still in the window.
  mutating func leftTheWindow(_ view: ViewID, wasInWindow: Bool) -> String {
    guard wasInWindow, !world.forest.isDescendant(view, of: world.window) else { return "" }
    let owners = world.owners(under: view).filter { world[$0]?.appearance == .appeared }
    for owner in owners { world.markAppMistake(.appearanceOutOfStep(owner)) }
    guard !owners.isEmpty else { return "" }
    return " The mistake: that takes \(owners.joined(separator: ", ")) out of the window, yet "
      + "UIKit sends no callback for it, so \(owners.count == 1 ? "it counts" : "they count") "
      + "as appeared still (X-8)."
  }
}
