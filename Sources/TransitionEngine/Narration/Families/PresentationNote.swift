/// What the presentation mechanics say (`Presentation/`): a `present` from a lifecycle
/// callback, a popover's own animation, a refused zoom, push-back, system controllers, an
/// adaptation, a sheet's navigation bar. The cases carry the values; the words are written in
/// `PresentationNote+English` and `PresentationNote+Chinese`.
enum PresentationNote: NoteFamily {
  /// `present` called from a lifecycle callback and how UIKit answers it (P-9–P-12, Q-31).
  case lifecycle(
    outcome: LifecycleOutcome, source: String, callback: LifecycleCallback, presented: String)
  /// A second `present` in one run-loop turn on the same presenter (P-12, §3.1) [I].
  case secondInTurn(source: String, callback: LifecycleCallback, presented: String)
  /// The popover's own animation controller brings the popover out of its anchor (M-20).
  case popoverPresents(presented: String, ignoredStyle: String?)
  /// The popover's own animation controller takes it back into its anchor (M-20).
  case popoverDismisses(presented: String)
  /// The in-between frames of a popover's own animation are unknown (M-20).
  case popoverMidway(presented: String)
  /// A zoom the presentation style does not take.
  case zoomRefused(presented: String, style: String)
  /// Push-back moving with the card, `percent` of the way (M-11, M-13 on iOS 26).
  case pushBackMoves(percent: Int, views: [PushBackView], inset: Bool)
  /// A share sheet in regular width: a popover whatever the style, with an anchor (M-21, M-17).
  case activityPopover(presented: String, className: String)
  /// A share sheet in compact width: presented with the app's style (M-21).
  case activityCompact(presented: String, className: String, style: String)
  /// A system controller whose own choice of presentation is not modelled (M-21) [I].
  case systemController(presented: String, className: String, style: String, picker: Bool)
  /// A presentation whose style in force changed with the traits.
  case adapts(
    presented: String, requested: String, style: String, presenter: String, window: WindowMove?)
  /// A navigation controller presented as a card has a 56-pt bar (N-17, Q-26).
  case sheetNavigationBar(nav: String, pad: Bool, ios26: Bool)

  /// A view that push-back moves, and the transform it is at.
  struct PushBackView: Sendable, Hashable {
    /// Whose card it is: nil for the root wrapper's shadow view, "" for a card of no one.
    let owner: String?
    let transform: String
  }

  /// What an adaptation does to the presenter's view.
  enum WindowMove: Sendable, Hashable {
    case removesPresenter, putsPresenterBack
  }

  var role: NoteRole {
    switch self {
    case .lifecycle(let outcome, _, _, _):
      return outcome == .notInWindow || outcome == .inProgress ? .mistake : .happened
    case .secondInTurn: return .mistake
    case .popoverMidway: return .unknown
    case .zoomRefused, .systemController: return .unknown
    case .popoverPresents, .popoverDismisses, .pushBackMoves, .activityPopover,
      .activityCompact, .adapts, .sheetNavigationBar:
      return .happened
    }
  }

  var rules: [String] {
    switch self {
    case .lifecycle(let outcome, _, let callback, _):
      let rule = callback == .viewDidLoad ? "P-10" : "P-11"
      let q31 = callback == .viewWillAppear ? ["P-11", "Q-31"] : []
      switch outcome {
      case .notInWindow: return Self.distinct([rule, "§3.1", "P-12"] + q31)
      case .inProgress: return Self.distinct([rule, "§3.1"] + q31)
      case .queued: return Self.distinct(["P-2", "P-9", rule, "§3.1"] + q31)
      case .proceeds where callback == .viewDidAppear: return ["P-12", "M-9", "§13.2"]
      case .proceeds: return Self.distinct(["§3.1"] + q31)
      }
    case .secondInTurn: return ["P-12", "§3.1"]
    case .popoverPresents, .popoverDismisses, .popoverMidway: return ["M-20"]
    case .zoomRefused: return ["Q-24"]
    case .pushBackMoves(_, _, let inset): return (inset ? ["M-13"] : []) + ["M-11"]
    case .activityPopover: return ["M-21", "M-17"]
    case .activityCompact, .systemController: return ["M-21"]
    case .adapts: return ["A-1", "A-3"]
    case .sheetNavigationBar(_, _, let ios26): return ["N-17"] + (ios26 ? ["Q-26"] : [])
    }
  }

  var controllers: [String] {
    switch self {
    case .lifecycle(_, let source, _, let presented), .secondInTurn(let source, _, let presented):
      return [source, presented]
    case .popoverPresents(let presented, _), .popoverDismisses(let presented),
      .popoverMidway(let presented), .zoomRefused(let presented, _),
      .activityPopover(let presented, _), .activityCompact(let presented, _, _),
      .systemController(let presented, _, _, _):
      return [presented]
    case .pushBackMoves(_, let views, _):
      return views.compactMap(\.owner).filter { !$0.isEmpty }
    case .adapts(let presented, _, _, let presenter, _): return [presented, presenter]
    case .sheetNavigationBar(let nav, _, _): return [nav]
    }
  }

  var lines: [String] { [] }

  /// `ids` without repeats, in the order they first come.
  static func distinct(_ ids: [String]) -> [String] {
    ids.reduce(into: []) { result, id in if !result.contains(id) { result.append(id) } }
  }
}
