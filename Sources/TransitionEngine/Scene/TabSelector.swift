/// A tab chosen by position or by the name of its controller.
public enum TabSelector: Hashable, Sendable {
  case index(Int)
  case name(String)

  /// `tab 1` or the controller's name, as step texts and messages print it.
  public var label: String {
    switch self {
    case .index(let index): return "tab \(index)"
    case .name(let name): return name
    }
  }
}
