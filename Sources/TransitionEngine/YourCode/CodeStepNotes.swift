/// What one `code` (or `perform`) block did that matters at its end: children added without
/// `didMove`, children removed without `willMove(toParent: nil)`, and what the block's own
/// names stand for.
struct CodeStepNotes {
  /// `addChild` ran, `didMove(toParent:)` has not (K-1).
  var awaitingDidMove: [String: (parent: String, line: CodeLine)] = [:]
  /// `willMove(toParent: nil)` was called (K-2).
  var toldWillMoveNil: Set<String> = []
  /// `removeFromParent` without `willMove(toParent: nil)` first.
  var removedWithoutWillMove: [String: CodeLine] = [:]
  /// Views added without their controller being a child of anything (K-5).
  var orphanViews: [String: CodeLine] = [:]
  /// `source`, `destination`, `source.parent` in a segue's `perform`.
  var aliases: [String: String] = [:]
  /// `C.modalPresentationStyle = S` lines run so far: the style C is presented with (§5).
  var styles: [String: PresentationStyle] = [:]
  /// `C.modalTransitionStyle = S` lines run so far (MT-1).
  var transitions: [String: ModalTransitionStyle] = [:]
  /// The last line that set each view's alpha, transform or isHidden.
  var styled: [ViewID: CodeLine] = [:]
  /// The presented controllers' `transitioningDelegate` questions a dismissal of the lines
  /// asks, by presented controller (`StepSpec.dismissalCalls`).
  var dismissalCalls: [String: AppCall] = [:]

  func resolve(_ name: CodeName) -> String { aliases[name.text] ?? name.text }
}

extension World {
  /// True when `name` hangs in the controller tree under the window's root (through parents
  /// and presentations).
  func isInControllerTree(_ name: String) -> Bool {
    var current = name
    var steps = 0
    while steps <= controllers.count {
      if current == rootName { return true }
      if let parent = controllers[current]?.parent {
        current = parent
      } else if let presenter = controllers[current]?.presenting {
        current = presenter
      } else {
        return false
      }
      steps += 1
    }
    return false
  }

  /// The controller whose root view is `view` or its nearest ancestor view (K-3).
  func owningController(of view: ViewID) -> String? {
    var current: ViewID? = view
    while let id = current {
      if let owner = forest.node(id)?.owner { return owner }
      current = forest.superview(of: id)
    }
    return nil
  }
}
