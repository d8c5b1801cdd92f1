/// Frames of presented content: `frameOfPresentedViewInContainerView` per style and the
/// frames the built-in animations pass through.
struct PresentationGeometry {
  let environment: Environment
  /// Bounds of the presentation's container (the presentation superview's bounds, T-2).
  let container: Rect

  /// PC-4 and the per-style rules: where the presented content ends up.
  func finalFrame(
    style: PresentationStyle, preferredSize: Size?, contextFrame: Rect?,
    custom: CustomPresentation?,
    anchor: Rect?, sheet: SheetConfiguration = SheetConfiguration()
  ) -> Rect {
    switch style {
    case .fullScreen, .overFullScreen, .automatic:
      return container  // M-1: the whole window.
    case .currentContext, .overCurrentContext:
      return contextFrame ?? container  // M-2: exactly the context controller's frame.
    case .custom:
      return custom?.frame(in: container) ?? container  // M-7, PC-4, PC-7: the controller's frame.
    case .pageSheet, .formSheet:
      // M-4 / M-10: compact height (the full-window sheet) and the detents of compact width.
      let layout = SheetLayout(geometry: self, sheet: sheet)
      if environment.ios >= 13, let card = layout.cardFrame(preferredSize: preferredSize) {
        return card
      }
      if environment.traits.horizontal == .compact { return compactCard }
      if style == .pageSheet { return pageSheetCard }
      return centred(formSheetSize(preferred: preferredSize))
    case .popover:
      return popoverFrame(size: preferredSize ?? Size(width: 320, height: 480), anchor: anchor)
    case .alert, .actionSheet:
      // M-18 [D: `-loadView`]: the alert controller's view is as large as the screen and
      // holds the card; the card itself is not a separate view the sources name.
      return container
    }
  }

  /// M-4 / M-6 / M-18: the dimming view's frame: oversized (−W, −H, 3W, 3H) behind a card,
  /// the container's bounds behind a popover or an alert controller [I for the alerts].
  func dimmingFrame(_ style: PresentationStyle) -> Rect {
    if style == .popover || style.isAlertController { return container }
    return Rect(
      x: -container.width, y: -container.height, width: 3 * container.width,
      height: 3 * container.height)
  }

  /// M-4, compact width: a card whose top leaves a strip of the presenter visible [I: 10 pt
  /// below the status bar].
  var compactCard: Rect {
    let top = environment.statusBarHeight + 10
    return Rect(x: 0, y: top, width: container.width, height: max(container.height - top, 0))
  }

  /// M-16 [D: `_UISheetPresentationMetrics -defaultFormSheetSizeForScreenSize:`]: a
  /// preferredContentSize with both sides above 0, else a default chosen by the screen's
  /// longest side from iPadOS 16 (540×600 up to 1024 pt, 580×640 below 1590, 620×680 above);
  /// before iPadOS 16 the legacy 540×620 [C: WINOBJC] [I: the version boundary, HACK16].
  func formSheetSize(preferred: Size?) -> Size {
    if let preferred, preferred.width > 0, preferred.height > 0 { return preferred }
    guard environment.ios >= 16 else { return Size(width: 540, height: 620) }
    let screen = environment.screenSize
    let longest = max(screen.width, screen.height)
    if longest <= 1024 { return Size(width: 540, height: 600) }
    if longest < 1590 { return Size(width: 580, height: 640) }
    return Size(width: 620, height: 680)
  }

  /// M-4, regular width: a wide card, centred, about a portrait iPad's width [I: 704 pt].
  var pageSheetCard: Rect {
    let width = min(container.width - 40, 704)
    let top = environment.statusBarHeight + 20
    return Rect(
      x: ((container.width - width) / 2).rounded(.down), y: top, width: width,
      height: max(container.height - 2 * top, 0))
  }

  /// A size centred in the container, shrunk to fit.
  func centred(_ size: Size) -> Rect {
    let width = min(size.width, container.width)
    let height = min(size.height, container.height)
    return Rect(
      x: ((container.width - width) / 2).rounded(.down),
      y: ((container.height - height) / 2).rounded(.down), width: width, height: height)
  }

  /// M-6: the popover under its anchor (or above it when there is no room), kept 10 pt from
  /// the edges; 13 pt are left for the arrow [I].
  func popoverFrame(size: Size, anchor: Rect?) -> Rect {
    guard let anchor else { return centred(size) }
    let width = min(size.width, container.width - 20)
    let height = min(size.height, container.height - 20)
    let x = min(max(anchor.x + anchor.width / 2 - width / 2, 10), container.width - width - 10)
    var y = anchor.maxY + 13
    if y + height > container.height - 10 { y = max(anchor.y - 13 - height, 10) }
    return Rect(x: x.rounded(.down), y: y.rounded(.down), width: width, height: height)
  }

  /// Where a cover-vertical animation starts (or a dismissal ends): just below the container.
  func offscreen(_ frame: Rect) -> Rect {
    Rect(x: frame.x, y: container.height, width: frame.width, height: frame.height)
  }

}
