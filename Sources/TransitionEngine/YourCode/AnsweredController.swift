/// One controller as the world answers the app's code about it (`WorldAnswers`): the
/// properties UIKit's `UIViewController` and its containers give, as the engine has them.
public struct AnsweredController: Hashable, Sendable {
  public var name: String
  public var className: String
  /// The class a cast (`as?`, `as!`, `is`) sees: the scene's `class:`, else UIKit's class of
  /// the controller's kind; nil for a `container:` without `class:`, which is always an app
  /// subclass the scene does not name (UIKit has no plain container class).
  public var castClass: String?
  public var parent: String?
  public var children: [String]
  /// A navigation controller's stack or a tab bar controller's tabs; nil for other kinds.
  public var viewControllers: [String]?
  /// A tab bar controller's selected index; nil for other kinds.
  public var selectedIndex: Int?
  public var topViewController: String?
  public var presentingViewController: String?
  public var presentedViewController: String?
  public var navigationController: String?
  public var tabBarController: String?
  /// The root view's frame in the window's coordinates; nil before the view is loaded.
  public var viewFrame: Rect?
  public var isViewInWindow: Bool

  public init(
    name: String, className: String, parent: String?, children: [String],
    viewControllers: [String]?, selectedIndex: Int?, topViewController: String?,
    presentingViewController: String?, presentedViewController: String?,
    navigationController: String?, tabBarController: String?, viewFrame: Rect?,
    isViewInWindow: Bool, castClass: String? = nil
  ) {
    self.name = name
    self.className = className
    self.parent = parent
    self.children = children
    self.viewControllers = viewControllers
    self.selectedIndex = selectedIndex
    self.topViewController = topViewController
    self.presentingViewController = presentingViewController
    self.presentedViewController = presentedViewController
    self.navigationController = navigationController
    self.tabBarController = tabBarController
    self.viewFrame = viewFrame
    self.isViewInWindow = isViewInWindow
    self.castClass = castClass
  }
}
