/// A controller as a scene describes it: a name, a kind and options (scene-format.md).
public struct ControllerSpec: Hashable, Sendable {
  /// The container kind, with the children it declares.
  public indirect enum Kind: Hashable, Sendable {
    case plain
    case navigation(stack: [ControllerSpec])
    case tab(tabs: [ControllerSpec], selected: TabSelector)
    case split(primary: ControllerSpec, secondary: ControllerSpec?)
    case container(children: [ControllerSpec])
  }

  public var name: String
  public var kind: Kind
  public var options: ControllerOptions
  /// True when the scene wrote a bare name: it means an existing controller of that name if
  /// there is one, or else a new plain `UIViewController`.
  public var isBareName: Bool
  public var location: SourceLocation?

  public init(
    name: String, kind: Kind = .plain, options: ControllerOptions = ControllerOptions(),
    isBareName: Bool = false, location: SourceLocation? = nil
  ) {
    self.name = name
    self.kind = kind
    self.options = options
    self.isBareName = isBareName
    self.location = location
  }

  /// The child specs in containment order.
  public var childSpecs: [ControllerSpec] {
    switch kind {
    case .plain: return []
    case .navigation(let stack): return stack
    case .tab(let tabs, _): return tabs
    case .split(let primary, let secondary): return [primary] + (secondary.map { [$0] } ?? [])
    case .container(let children): return children
    }
  }
}

/// Optional keys any controller may carry.
public struct ControllerOptions: Hashable, Sendable {
  /// Class name to display instead of the kind's default.
  public var className: String?
  /// Class of the root view (e.g. `UITableView`).
  public var viewClass: String?
  public var definesPresentationContext: Bool?
  public var providesPresentationContextTransitionStyle: Bool = false
  public var modalTransitionStyle: ModalTransitionStyle?
  public var preferredContentSize: Size?
  public var hidesBottomBarWhenPushed: Bool = false
  /// `adaptive: none`: the presentation controller's delegate returns `.none`.
  public var adaptiveNone: Bool = false
  /// Class names of decorative subviews of the root view.
  public var views: [String] = []
  /// Frame of the root view inside a custom container's view (extension; default: fill).
  public var frame: Rect?
  /// The root view's background, for the screen picture (`background`; default opaque).
  public var background: ControllerBackground = .opaque

  public init() {}
}

/// `UIModalTransitionStyle`.
public enum ModalTransitionStyle: String, Hashable, Sendable, CaseIterable {
  case coverVertical
  case flipHorizontal
  case crossDissolve
  case partialCurl
}

/// `UIModalPresentationStyle` names accepted by scenes.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable {
  case fullScreen
  case pageSheet
  case formSheet
  case currentContext
  case custom
  case overFullScreen
  case overCurrentContext
  case popover
  case automatic
}

/// The `custom:` block of a present step (M-7, PC-1..PC-8).
public struct CustomPresentation: Hashable, Sendable {
  public var frame: Rect?
  public var removesPresentersView: Bool
  public var presentsInFullscreen: Bool

  public init(
    frame: Rect? = nil, removesPresentersView: Bool = false, presentsInFullscreen: Bool = true
  ) {
    self.frame = frame
    self.removesPresentersView = removesPresentersView
    self.presentsInFullscreen = presentsInFullscreen
  }
}
