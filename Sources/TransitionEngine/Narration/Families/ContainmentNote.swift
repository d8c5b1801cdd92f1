/// What the manual containment calls say (`Planner+Containment`): `addChild(_:)` and its view
/// (K-1, K-5, K-6), `willMove(toParent: nil)`, `removeFromSuperview` and `removeFromParent()`
/// (K-2, K-6), and what stays presented from a controller that left the tree (K-5). A note
/// naming callbacks holds the phase's events. The words are in `ContainmentNote+English` /
/// `+Chinese`.
enum ContainmentNote: NoteFamily {
  /// `addChild(_:)` links the child and calls `willMove(toParent:)` (K-1).
  case childAdded(child: String, parent: String)
  /// The container adds the child's view: the appear callbacks when on screen (K-5, K-6).
  case viewAdded(child: String, parent: String, onScreen: Bool, events: [LifecycleEvent])
  /// The container calls `didMove(toParent:)` (K-1).
  case didMove
  /// The container calls `willMove(toParent: nil)` (K-2).
  case willMoveToNil
  /// `removeFromSuperview` takes the view out, with the disappear callbacks when on screen
  /// (K-6).
  case viewRemoved(name: String, parent: String, onScreen: Bool, events: [LifecycleEvent])
  /// `removeFromSuperview` on a view in no superview does nothing (K-6).
  case viewNotInSuperview(name: String, presenting: Bool)
  /// `removeFromParent()` unlinks and calls `didMove(toParent: nil)` (K-2), with the
  /// controllers left presented from inside it (K-5).
  case removed(name: String, stranded: [String])

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote { PhaseNote(.told(ToldNote(english: english, chinese: chinese))) }
}
