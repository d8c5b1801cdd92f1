/// iPad multitasking arrangement of the app's window (§7.1).
public enum Multitasking: String, Sendable, Hashable, CaseIterable {
  case full
  case twoThirds = "two-thirds"
  case half
  case oneThird = "one-third"
  case slideOver = "slide-over"
}
