import TransitionEngine

/// A menu entry: it adds a step, opens a further page, or is unavailable with a reason.
public struct MenuItem: Hashable, Sendable {
  /// What choosing the item does.
  public indirect enum Choice: Hashable, Sendable {
    case perform(StepSpec)
    case page(MenuPage)
    /// Not possible here; the text says why.
    case unavailable(String)
  }

  public var label: String
  public var choice: Choice

  public init(_ label: String, _ choice: Choice) {
    self.label = label
    self.choice = choice
  }

  public var isEnabled: Bool {
    if case .unavailable = choice { return false }
    return true
  }
}
