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
  /// The `anchor:` block (M-17); `source` is its older short form.
  public var anchor: PopoverAnchor?
  /// `passthrough: [Name]`: the controllers whose root views are the popover's
  /// `passthroughViews`; a tap on one reaches it and keeps the popover (M-22).
  public var passthrough: [String] = []
  /// The question a `transitioningDelegate:` of real Swift is asked for a `custom`
  /// presentation (PC-1): the planner asks it as the presentation starts, and its answer is
  /// `custom` from then on.
  public var presentationCall: AppCall?
  /// The question the presented controller's class of real Swift is asked for the styles it
  /// sets on itself (§5): the planner asks it as the presentation starts, and a style the step
  /// writes still wins.
  public var styleQuestion: StyleQuestion?

  /// The anchor in force: `anchor:`, else `source:` as a source view with its bounds.
  public var popoverAnchor: PopoverAnchor? {
    anchor ?? source.map { .sourceView($0, rect: nil) }
  }

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
