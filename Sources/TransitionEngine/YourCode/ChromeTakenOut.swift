/// A private view of a navigation or tab controller (its transition view or wrapper) that an
/// animator's line took out of the window while the container stayed in it (N-1, N-10, TB-2).
/// The container keeps placing its children's views inside it, out of the window.
struct ChromeTakenOut {
  /// The container whose chrome it is.
  let container: String
  /// The chrome view's class (`UINavigationTransitionView`).
  let className: String
  /// The line that took it out: its place (`line 20`) and its code.
  let place: String
  let code: String
}
