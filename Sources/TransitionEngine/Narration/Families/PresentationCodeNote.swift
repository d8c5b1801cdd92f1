/// What the developer's presentation controller subclass does, as the presentation mechanics
/// tell it (`Presentation/World+…Code…`): its size-change and layout callbacks, the chrome it
/// adds and animates, the views it hides, and `shouldRemovePresentersView` over a presented
/// view that lets the presenter show. Words in `PresentationCodeNote+English` / `+Chinese`.
enum PresentationCodeNote: NoteFamily {
  /// The subclass's `viewWillTransition(to:with:)` ran before the size changed (PC-9, PC-6).
  case sizeTransition(className: String, line: String, alongside: Bool, notModelled: [String])
  /// The container's layout callbacks after a size change, and the presented frame (PC-7,
  /// PC-4).
  case containerLayout(
    className: String, bounds: String, presented: String, frame: PresentedFrame)
  /// UIKit does not lay out the chrome of `custom: chrome:` (PC-6, PC-7) [I].
  case keyChrome(presented: String, chrome: [String])
  /// What the lines hid or showed, the last line for each view.
  case visibility(className: String, animated: Bool, changes: [VisibilityChange])
  /// The presented view left hidden when the presentation completed (X-10; M-7, T-4).
  case hiddenPresentedView(presented: String, line: String, presenter: String, removes: String?)
  /// Alphas `dismissalTransitionWillBegin` sets outside an alongside block (PC-6).
  case dismissalAlphas([ChromeAlpha])
  /// What the alongside block animated with the transition (PC-6).
  case alongside(className: String, [ChromeAlpha])
  /// The presenter's view removed under a presented frame that is unknown (M-7, T-4, PC-5).
  case seeThroughUnknown(removes: String, presenter: String, unknown: String, className: String)
  /// The presenter's view removed under a frame that does not cover the container (PC-4,
  /// M-7, T-4, PC-5).
  case seeThroughFrame(
    removes: String, presented: String, frame: String, container: String, presenter: String,
    chrome: String?)
  /// The presenter's view removed under a see-through presented view (M-7, T-4, PC-5).
  case seeThroughBackground(
    removes: String, presented: String, presenter: String, cause: SeeThroughCause)

  /// Where the presented view goes at the container's new layout.
  enum PresentedFrame: Sendable, Hashable {
    /// `frameOfPresentedViewInContainerView` depends on what the tool cannot know.
    case unknown(String)
    /// What `frameOfPresentedViewInContainerView` (at `line`) returns.
    case code(line: String?, frame: String)
    /// The container's bounds, UIKit's default.
    case fills
  }

  /// A view a visibility line names, and what the line did to it.
  struct VisibilityChange: Sendable, Hashable {
    let line: String
    let view: VisibilityTarget
    let hidden: Bool
  }

  /// The view a visibility line names.
  enum VisibilityTarget: Sendable, Hashable {
    /// Chrome the subclass added: its class (nil when unknown) and the line that added it.
    case chrome(className: String?, line: String?)
    /// The presented controller's view.
    case presented(String)
  }

  /// A chrome view's alpha set by a line: `setBy` (nil inside an alongside block), its class,
  /// the line that added it, and the alpha.
  struct ChromeAlpha: Sendable, Hashable {
    let setBy: String?
    let className: String
    let added: String
    let alpha: String
  }

  /// What makes a presented view see-through.
  enum SeeThroughCause: Sendable, Hashable {
    /// A line gives the view a clear (or partly transparent) background.
    case line(String, clear: Bool)
    /// The scene's `background:` value.
    case scene(String)
  }

  var role: NoteRole {
    switch self {
    case .sizeTransition, .containerLayout, .visibility, .dismissalAlphas, .alongside:
      return .happened
    case .keyChrome: return .unknown
    case .hiddenPresentedView, .seeThroughFrame, .seeThroughBackground, .seeThroughUnknown:
      return .mistake
    }
  }

  var rules: [String] {
    switch self {
    case .sizeTransition(_, _, let alongside, _): return ["PC-9"] + (alongside ? ["PC-6"] : [])
    case .containerLayout: return ["PC-7", "PC-4"]
    case .keyChrome: return ["PC-6", "PC-7"]
    case .visibility: return ["X-10"]
    case .hiddenPresentedView(_, _, _, let removes):
      return removes == nil ? ["X-10"] : ["M-7", "T-4", "X-10"]
    case .dismissalAlphas, .alongside: return ["PC-6"]
    case .seeThroughUnknown, .seeThroughBackground: return ["M-7", "T-4", "PC-5"]
    case .seeThroughFrame: return ["PC-4", "M-7", "T-4", "PC-5"]
    }
  }

  var controllers: [String] {
    switch self {
    case .sizeTransition, .visibility, .dismissalAlphas, .alongside: return []
    case .containerLayout(_, _, let presented, _), .keyChrome(let presented, _): return [presented]
    case .hiddenPresentedView(let presented, _, let presenter, _),
      .seeThroughFrame(_, let presented, _, _, let presenter, _),
      .seeThroughBackground(_, let presented, let presenter, _):
      return [presented, presenter]
    case .seeThroughUnknown(_, let presenter, _, _): return [presenter]
    }
  }

  var lines: [String] {
    switch self {
    case .sizeTransition(_, let line, _, _): return [line]
    case .containerLayout(_, _, _, .code(let line?, _)): return [line]
    case .containerLayout, .keyChrome: return []
    case .visibility(_, _, let changes): return changes.map(\.line)
    case .hiddenPresentedView(_, let line, _, let removes):
      return [line] + (removes.map { [$0] } ?? [])
    case .dismissalAlphas(let alphas), .alongside(_, let alphas):
      return alphas.compactMap(\.setBy) + alphas.map(\.added)
    case .seeThroughUnknown(let removes, _, _, _), .seeThroughFrame(let removes, _, _, _, _, _):
      return [removes]
    case .seeThroughBackground(let removes, _, _, let cause):
      if case .line(let line, _) = cause { return [removes, line] }
      return [removes]
    }
  }
}
