extension Planner {
  /// Runs the lines written after `completeTransition`, once UIKit has completed. They
  /// run, as the app's code goes on after the call returns; what they leave wrong is the
  /// app's mistake, named in the line's phase and marked so that the invariants keep
  /// describing what UIKit guarantees.
  mutating func runAnimatorTail(_ scope: inout TransitionContext, _ recorder: inout StepRecorder) {
    for line in scope.tail {
      if case .completeTransition = line.statement {
        // completeTransition must be called once. No source shows what UIKit does with a
        // second call or whether it logs anything, so TransitionScope changes nothing.
        recorder.capture(
          &world, .line(line),
          note: CodeLineText(AnimatorTailNote.secondComplete).note(code: line.text))
        continue
      }
      let text = perform(line, &scope)
      recorder.capture(
        &world, .line(line),
        AnimatorTailNote.afterCompletion.english + text + tailConsequences(line, scope))
    }
    scope.tail = []
  }

  /// what a line after `completeTransition` left wrong, from the tree. UIKit has ended
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
        // completeTransition has already taken a popped controller from its parent.
        let leaving = scope.leavingTree.contains(owner)
        if inWindow && (leaving || !world.isInControllerTree(owner)) {
          guard !world.appMistakes.contains(.viewWithoutController(owner)) else { continue }
          world.markAppMistake(.viewWithoutController(owner), at: line.place)
          world.markAppMistake(.appearanceOutOfStep(owner), at: line.place)
          let left = leaving ? world[owner]?.parent ?? "its parent" : nil
          sentences.append(AnimatorTailNote.outOfTree(owner: owner, leftParent: left).english)
          continue
        }
        guard let state = world[owner]?.appearance,
          state == (inWindow ? .disappeared : .appeared),
          !world.appMistakes.contains(.appearanceOutOfStep(owner))
        else { continue }
        world.markAppMistake(.appearanceOutOfStep(owner), at: line.place)
        sentences.append(
          AnimatorTailNote.stateOutOfStep(owner: owner, state: state.rawValue, inWindow: inWindow)
            .english)
      }
      if let owner = world.forest.node(view)?.owner, world.forest.superview(of: view) != nil,
        world.isInControllerTree(owner), let parent = world[owner]?.parent,
        let kind = world[parent]?.kind, kind == .navigation || kind == .tab || kind == .split,
        world.isInWindow(owner), !world.visibleChildren(parent).contains(owner),
        !world.appMistakes.contains(.containerContent(parent))
      {
        world.markManagedViewMoved(owner)
        let container: AnimatorTailNote.Container =
          kind == .navigation ? .navigation : kind == .tab ? .tab : .split
        sentences.append(
          AnimatorTailNote.putBackUnder(parent: parent, owner: owner, container: container)
            .english)
      }
    }
    return sentences.isEmpty ? "" : " " + sentences.joined(separator: " ")
  }

  /// a line that took a view out of the window (into a view that is not in it) leaves
  /// the controllers whose views it holds with their state; the app's doing. Returns the
  /// sentence that says so, or "" when the view is still in the window.
  mutating func leftTheWindow(_ view: ViewID, wasInWindow: Bool) -> CodeLineText {
    guard wasInWindow, !world.forest.isDescendant(view, of: world.window) else {
      return .none
    }
    let owners = world.owners(under: view).filter { world[$0]?.appearance == .appeared }
    for owner in owners { world.markAppMistake(.appearanceOutOfStep(owner)) }
    guard !owners.isEmpty else { return .none }
    return CodeLineText(AnimatorTailNote.tookOut(owners: owners))
  }
}
