/// What the viewer's run loop does on its own, between keys: presenter mode's timer and
/// watching the scene file. Effects (the clock, the file's status, reading it) live in
/// `LiveTimer`; the state they change is the pure reducer's.
struct LiveOptions {
  /// Seconds a phase in presenter mode, or nil.
  var autoplay: Double?
  /// Reload the scene when its file changes.
  var watch = false
  /// Start in the present layout.
  var presentLayout = false
}
