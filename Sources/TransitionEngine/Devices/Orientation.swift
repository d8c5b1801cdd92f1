/// Device orientation of the scene.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscape
}
