/// Where a presentation's container goes (T-1).
enum PresentationPlacement: Equatable {
  /// On top of the window's subviews: the full-screen family.
  case window
  /// In the context controller's superview, just above the context controller's view.
  case context(superview: ViewID)
}
