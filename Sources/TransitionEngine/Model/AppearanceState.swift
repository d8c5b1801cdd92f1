/// Where a controller is in its appearance cycle (`_appearState` in UIKit).
public enum AppearanceState: String, Hashable, Sendable {
  case disappeared
  case appearing
  case appeared
  case disappearing
}
