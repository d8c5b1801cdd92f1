/// The panes of the main screen, in focus order.
public enum PaneID: String, Hashable, Sendable, CaseIterable {
  case controllers
  case views
  case screen
  case events
  case why

  /// The title on the pane's border.
  public var title: String {
    switch self {
    case .controllers: return "Controllers"
    case .views: return "Views"
    case .screen: return "Screen"
    case .events: return "Events"
    case .why: return "Why"
    }
  }
}
