/// What the user's finger does in a pop without the app's animator: `completed` when it lets
/// go past the threshold so the pop finishes (a cancelled swipe is the pop's own flag, N-6);
/// `fromContent` when iOS 26's content pan started it instead of the edge swipe (N-18).
struct PopGesture: Equatable {
  var completed = false
  var fromContent = false
}
