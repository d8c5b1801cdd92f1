/// A controller's view the app's code left under a superview by hand: added there with
/// `addSubview` / `insertSubview`, or left there by `removeFromParent()` (K-2, K-5). While it
/// stays under that superview, whatever brings the superview into the window brings it along.
struct ViewLeftByCode {
  /// The superview the code left the view in.
  let superview: ViewID
  /// `removeFromParent()` left it (true), or `addSubview` / `insertSubview` put it there.
  let removedFromParent: Bool
}
