/// `- setPage: Page2` (K-10): `setViewControllers([Page2], direction:animated:completion:)`
/// on a page view controller, or, with `swipe`, the user's swipe to that page.
public struct PageTurn: Hashable, Sendable {
  /// The page that becomes visible: a new controller, or an existing one by name.
  public var page: ControllerSpec
  /// The page view controller.
  public var pager: String
  public var direction: PageDirection
  /// How the user's swipe ends; nil for the app's `setViewControllers` call.
  public var swipe: InteractionEnd?

  public init(
    page: ControllerSpec, pager: String, direction: PageDirection = .forward,
    swipe: InteractionEnd? = nil
  ) {
    self.page = page
    self.pager = pager
    self.direction = direction
    self.swipe = swipe
  }
}
