import TransitionEngine

/// Where the views an animator's Swift touches sit while it runs: each view's
/// superview as the code's lines put it, by the view's frame key, and the views the code gave
/// a transform other than identity. What the transition starts with comes from its geometry
/// (`TransitionFrames.inContainer`, `.transformed`); a view the lines never placed and the
/// geometry does not place is in no view the tool knows.
struct CodeViewTree {
  /// Where a view is: in a view, or in none (taken out, or never added).
  enum Place {
    case inView(CodeView)
    case inNoView
  }

  /// The places the code's lines gave, by frame key.
  var places: [String: Place] = [:]
  /// The frame keys of the views whose transform the code set to one other than identity.
  var transformed: Set<String> = []
}
