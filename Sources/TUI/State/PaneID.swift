import Wording

/// The panes of the main screen, in focus order.
public enum PaneID: String, Hashable, Sendable, CaseIterable {
  case controllers
  case views
  case screen
  case events
  case why

  /// The title on the pane's border, in English.
  public var title: String { phrase.english }

  /// The title on the pane's border, in every language.
  public var phrase: ViewerWords {
    switch self {
    case .controllers: .controllersPane
    case .views: .viewsPane
    case .screen: .screenPane
    case .events: .eventsPane
    case .why: .whyPane
    }
  }

  /// The title in `language`.
  public func title(in language: Language) -> String { phrase.text(in: language) }
}
