/// What the way back from a zoom says (`PopTransition+Zoom`, N-13, N-14; `DismissTransition`,
/// N-15): the provider asked again, the source view hidden and shown again, the finger's drag,
/// the release, the end. Its rules are read from its English words (the callback sentences
/// cite 13.4 or N-6 only when a callback came), and its Chinese cites the same ones; the
/// words are in `ZoomNote+English` / `+Chinese`.
enum ZoomNote: NoteFamily {
  /// The pop's container is ready: the zoom back instead of the parallax slide (N-13, N-14).
  case popReady(PopZoom, nav: String, cancelled: Bool, events: [LifecycleEvent])
  /// The finger part-way through the zoom's dismiss interaction (N-14).
  case popInteraction(PopZoom)
  /// The zoom back running by itself (N-13, N-14).
  case popAnimating(PopZoom)
  /// Released early: the zoom's interaction is cancelled (N-14, N-6).
  case popCancelled(PopZoom, events: [LifecycleEvent])
  /// The to-view below the from-view at its final frame (N-13).
  case popToViewAdded(PopZoom, appearing: Bool, events: [LifecycleEvent])
  /// The zoom ends and the from-view leaves (N-2, N-13).
  case popCompleted(PopZoom, animated: Bool, events: [LifecycleEvent])
  /// A presented controller zooms back into its source view (N-15, N-12, Q-24).
  case dismissZoomBack(top: String, source: String, className: String, found: Bool)
  /// The dismissal's zoom has ended: the source view shows again (N-15).
  case dismissZoomEnded
  /// A presentation that asks for a zoom (N-12, Q-19).
  case presentZoom(presented: String, source: String, className: String, found: Bool)

  /// A phase of a zoom push, with the facts its words need: told by `PushStory+Zoom` in
  /// English and `ZoomNote.told` in both languages (a case of this family holding the story
  /// crashed at run time, as `TransitionNote`'s did; a `ToldNote` runs).
  enum PushZoom: Sendable, Hashable {
    case containerReady(className: String, found: Bool, events: [LifecycleEvent])
    case toViewAdded
    case completed(animated: Bool, className: String, found: Bool, events: [LifecycleEvent])
    case after
  }

  /// The facts of one pop that zooms back.
  struct PopZoom: Sendable, Hashable {
    /// The controller popped, and the one it goes back to.
    let from: String
    let target: String
    /// The source view's class, and whether the target's view has one.
    let className: String
    let found: Bool
    /// The user's drag drives the pop; it started from the content (N-18).
    let interactive: Bool
    let fromContent: Bool
    /// The finger let go past the point of no return.
    let fingerCompleted: Bool
  }

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }
}
