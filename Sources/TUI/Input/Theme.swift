import TransitionEngine

/// Colour themes; the backend maps each `Style.Role` to colours of the theme.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  case dark
  case light
  /// No colour: bold, dim, reverse and underline only (also what `NO_COLOR` selects).
  case mono
}
