/// What the app's Swift may read of the world while UIKit calls it: each controller as the
/// engine has it at that moment (N-2, TB-2, P-1), and which controllers the call is about.
/// Read-only: the code changes the world only through the lines it hands back.
public struct WorldAnswers {
  private let world: World
  /// The controllers of the call by the role UIKit hands them: `fromVC`, `toVC`, and the
  /// container asked (`navigationController`, `tabBarController`), where the world knows them.
  public let roles: [String: String]
  /// The bounds of the container the call is about (`containerView.bounds` of a
  /// presentation controller, PC-4, PC-7); nil when the call is about none.
  public let container: Rect?
  /// The screen's size in points for the scene's device and orientation (W-1, §7.1): what
  /// `UIScreen.main.bounds` answers. During a size change UIKit already answers the new one.
  public let screen: Size
  /// The app's window size (the screen, or its multitasking share, W-1): `view.window.bounds`.
  public let window: Size
  /// The scene's iOS major version: what `#available(iOS 13, *)` is decided against.
  public let ios: Int
  /// The transition UIKit hands the animator asked now: its container and frames;
  /// nil for any other call.
  public internal(set) var transition: TransitionFrames?

  init(
    world: World, roles: [String: String], container: Rect? = nil,
    becoming environment: Environment? = nil
  ) {
    self.world = world
    self.roles = roles
    self.container = container
    let now = environment ?? world.environment
    self.screen = now.screenSize
    self.window = now.windowSize
    self.ios = now.ios
  }

  /// A world of no controllers, for callers that plan nothing.
  public static var empty: WorldAnswers {
    WorldAnswers(world: World(environment: TimelineBuilder.fallbackEnvironment), roles: [:])
  }

  /// The controller `name` (a scene name or a role of the call) as the world has it now;
  /// nil when the world has no such controller.
  public func controller(_ name: String) -> AnsweredController? {
    let name = roles[name] ?? name
    guard let controller = world[name] else { return nil }
    let children = Array(controller.children)
    let isStack = controller.kind == .navigation || controller.kind == .tab
    let isUnnamedContainer =
      controller.kind == .container && controller.options.className == nil
      && controller.className == ControllerKind.container.defaultClassName
    return AnsweredController(
      name: name, className: controller.className, parent: controller.parent,
      children: children, viewControllers: isStack ? children : nil,
      selectedIndex: controller.kind == .tab ? controller.selectedIndex : nil,
      topViewController: controller.kind == .navigation ? controller.topChild : nil,
      presentingViewController: controller.presenting,
      presentedViewController: controller.presented,
      navigationController: ancestor(of: name, .navigation),
      tabBarController: ancestor(of: name, .tab),
      viewFrame: controller.view.map { world.frameInWindow($0) },
      isViewInWindow: world.isInWindow(name),
      castClass: isUnnamedContainer ? nil : controller.className)
  }

  /// The nearest container of `kind` up the parent chain; UIKit's `navigationController` and
  /// `tabBarController` look no further (a presented controller outside any container has
  /// none).
  private func ancestor(of name: String, _ kind: ControllerKind) -> String? {
    var current = world[name]?.parent
    var seen = 0
    while let parent = current, seen < 1_000 {
      if world[parent]?.kind == kind { return parent }
      current = world[parent]?.parent
      seen += 1
    }
    return nil
  }
}
