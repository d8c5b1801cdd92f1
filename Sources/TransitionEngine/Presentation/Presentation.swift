/// One live modal presentation: who presented whom, how, and the views UIKit built for it.
struct Presentation {
  /// The presented controller (V).
  let presented: String
  /// The resolved presenter (P), not necessarily the controller the call was made on (P-1).
  var presenter: String
  /// The controller `present` was called on (the private modal source, §1.1).
  let source: String
  /// The style the controller asked for (after `.automatic` is resolved).
  let requestedStyle: PresentationStyle
  /// The style in force after adaptation to the current traits.
  var style: PresentationStyle
  var custom: CustomPresentation?
  /// The popover anchor, if any (M-17).
  let anchor: PopoverAnchor?
  /// The controllers whose views are the popover's `passthroughViews` (M-22).
  var passthrough: [String] = []
  /// Where the container was placed (T-1).
  let placement: PresentationPlacement
  /// The presentation's `UITransitionView`: the transition's containerView (T-2, T-3).
  var container: ViewID
  /// Chrome the presentation controller adds in `presentationTransitionWillBegin` (dimming).
  var chrome: [ViewID] = []
  /// Wrappers between the container and V's view (sheet card, popover view), outermost first.
  var wrappers: [ViewID] = []
  /// Views of a card that are neither wrappers nor content: `_UIRoundedRectShadowView`,
  /// `_UIGrabber`s (M-10).
  var decorations: [ViewID] = []
  /// The sheet's configuration (M-10); the defaults for a sheet the scene does not configure.
  var sheet = SheetConfiguration()
  /// The transition style UIKit's own animation plays, on the way in and out (M-8, P-5, D-4);
  /// nil when a zoom replaces it (N-12).
  var transition: ModalTransitionStyle? = .coverVertical
  /// N-15: the class of the source view a zoom presentation zooms back into when it is
  /// dismissed; nil when it did not come in with a zoom (or its style refuses one, Q-24).
  var zoomSource: String?
  /// Where the presenter's view lived before a grabbing presentation took it (T-4, M-1).
  var presenterHome: (superview: ViewID, index: Int)?
}
