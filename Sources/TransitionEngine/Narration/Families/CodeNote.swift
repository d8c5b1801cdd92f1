/// What a line of a `code` step (or a segue's `perform()`) does with controllers
/// (`YourCode/Planner+Code`, `+CodeCalls`, `+CodeTurn`, `+Segue`): containment by hand
/// (K-1, K-2), styles set before a present (§5, PC-1, MT-1), calls refused in one run-loop turn
/// (P-13, N-19), a segue's start (S-5), and what the block left undone. Words in
/// `CodeNote+English` / `+Chinese`.
enum CodeNote: NoteFamily {
  /// A line of the app's files: `Home.swift:12`, or line 12 of a scene's `code` block.
  struct Place: Sendable, Hashable {
    let file: String?
    let line: Int
  }

  /// A call the block began earlier in the same run-loop turn.
  struct Earlier: Sendable, Hashable {
    let line: Int
    let code: String
    let isDismissal: Bool
    let presenter: String
    let presented: String
  }

  /// A call that belongs to another part of the app (an animator, an interaction controller).
  enum Elsewhere: Sendable, Hashable {
    case completeTransition, snapshot, madeViews, interaction
  }

  /// `Line 12, `code`: ` in front of the notes of the transition a line starts.
  case lineLead(Place, code: String)
  /// `Line 9 calls `completeTransition(true)`. ` in front of the phase UIKit's completion makes.
  case completionLead(Place, code: String)
  /// `addChild`: linked, willMove called; `managedBy` is the kind of a UIKit container.
  case addChild(child: String, parent: String, managedBy: String?)
  /// `removeFromParent` on a controller with no parent.
  case noParent(child: String)
  /// `removeFromParent`: unlinked, didMove called; its view `stillInWindow`.
  case removedFromParent(child: String, parent: String, managedBy: String?, stillInWindow: Bool)
  /// `willMove(toParent:)` called by the app.
  case willMoveByHand(child: String)
  /// `didMove(toParent:)` called by the app.
  case didMoveByHand
  /// `C.modalPresentationStyle = S`.
  case presentationStyle(controller: String, style: String)
  /// `C.modalTransitionStyle = S`.
  case transitionStyle(controller: String, style: String)
  /// A call that does nothing in a `code` step.
  case elsewhere(Elsewhere)
  /// `source.presentingViewController?.dismiss` on a source that is not presented.
  case presentingNil
  /// A push or pop on a controller that is not a navigation controller.
  case notNavigation(String)
  /// `UIView.transition(from:to:)` under a superview no controller owns.
  case replaceNotModelled(from: String)
  /// The two halves of `UIView.transition(from:to:)`, before the move's own words.
  case replaceAdds, replaceRemoves
  /// Asking for a controller's view loads it first (LC-1), before the line's own words.
  case loadsView(controller: String)
  /// A transform set on a view in no window yet.
  case transformOutOfWindow(controller: String, transform: String)
  /// A present refused in the turn of an earlier call (P-13, §3.1, D-6, D-5, Q-37).
  case presentRefused(presented: String, earlier: Earlier)
  /// A push dropped in the turn of an earlier call (P-13, N-19, D-5).
  case pushDropped(nav: String, earlier: Earlier)
  /// `addChild` with no `didMove` in the block (K-1).
  case awaitingDidMove(child: String, parent: String, line: Int)
  /// `removeFromParent` with no `willMove(toParent: nil)` first (K-2).
  case removedWithoutWillMove(child: String, line: Int)
  /// A view in the window whose controller is no child of any controller (K-5).
  case orphanView(child: String, line: Int, state: String)
  /// Nothing left undone.
  case everyLineRan

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  /// None: the code step's notes named no line before they were typed.
  var lines: [String] { [] }
}
