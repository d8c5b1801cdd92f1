/// One step of a scene: an action plus `animated` and an optional note.
public struct StepSpec: Hashable, Sendable {
  public var action: StepAction
  public var animated: Bool
  public var note: String?
  public var location: SourceLocation?
  /// `interrupted: true` on a push: the user swipes back while it animates (N-7).
  public var interruptedByPop = false
  /// `animator: |`: the body of the step's custom `animateTransition(using:)`.
  public var animator: CodeBlock?

  public init(
    action: StepAction, animated: Bool = true, note: String? = nil,
    location: SourceLocation? = nil
  ) {
    self.action = action
    self.animated = animated
    self.note = note
    self.location = location
  }
}

/// What a step does: one UIKit call or environment change (scene-format.md, Steps).
public enum StepAction: Hashable, Sendable {
  case push(ControllerSpec, on: String?)
  /// `nav` nil means "the only navigation controller on screen".
  case pop(nav: String?, interactiveCancelled: Bool)
  case popToRoot(nav: String?)
  case present(PresentSpec)
  case dismiss(String, interactiveCancelled: Bool)
  case show(ControllerSpec, from: String)
  case showDetail(ControllerSpec, from: String)
  case select(TabSelector, tab: String?)
  case addChild(ControllerSpec, to: String)
  case removeChild(String)
  case unwind(to: String, from: String)
  case rotate(Orientation)
  case device(String)
  case multitasking(Multitasking)
}

/// The keys of a `present` step.
public struct PresentSpec: Hashable, Sendable {
  public var controller: ControllerSpec
  public var from: String
  public var style: PresentationStyle
  public var transition: ModalTransitionStyle?
  public var source: String?
  public var custom: CustomPresentation?
  public var interactiveCancelled: Bool
  /// The `sheet:` block (M-10); nil keeps UIKit's defaults.
  public var sheet: SheetConfiguration?

  public init(
    controller: ControllerSpec, from: String, style: PresentationStyle = .automatic,
    transition: ModalTransitionStyle? = nil, source: String? = nil,
    custom: CustomPresentation? = nil, interactiveCancelled: Bool = false
  ) {
    self.controller = controller
    self.from = from
    self.style = style
    self.transition = transition
    self.source = source
    self.custom = custom
    self.interactiveCancelled = interactiveCancelled
  }
}
