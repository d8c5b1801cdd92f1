/// A controller's appearance state as `_printHierarchy` prints it.
public enum DumpAppearance: String, Hashable, Sendable, CaseIterable {
  case appeared
  case appearing
  case disappeared
  case disappearing
}
