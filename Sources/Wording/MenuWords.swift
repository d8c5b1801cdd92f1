/// The viewer's action menu (`a`): its pages' titles, its items, the reasons an item is not
/// possible, its footer, and the note a step added from it carries. Controller, style, device
/// and mode names are values, written as the scene writes them.
public enum MenuWords: Phrase, Hashable {
  /// The first page's title (`last`, the index of the scene's last step).
  case rootTitle(last: Int)
  case pushNew, pushOntoTitle(String), pushOnto(String, nav: String)
  /// `pop` or `pop to root`, alone (the item, the page's title) or of a navigation controller
  /// with its top controller (`top`, nil for pop to root).
  case pop(toRoot: Bool), popOf(String, top: String?, toRoot: Bool)
  case presentItem, presentStyleTitle(String), presentFromTitle(String, style: String)
  case anchorTitle, noSourceView, viewOf(String)
  case transitionTitle, defaultTransition
  case dismiss, dismissOf(String)
  case selectTab, selectTabOfTitle(String?), selectedTab(String)
  case rotateTo(String)
  case changeDevice, changeDeviceTitle, current(String)
  case multitasking, multitaskingTitle
  case addChild, addChildTitle(String), addChildTo(String, parent: String)
  case removeChild, removeTitle, removeChildOf(String)
  /// Why an item is not possible.
  case noNavigationOnScreen, noControllerOnScreen, noTabBarOnScreen, alreadySelected
  case alreadyThisDevice, iPadOnly, alreadyThisWidth, noParentOnScreen, noChildOfContainer
  /// Why a typed name cannot name the new controller.
  case nameStartsWithLetter, nameTaken(String)
  /// The footer: typing a name, a name chosen, or the plain keys (`back`: more than one page).
  case naming(String), named(String, animated: Bool), keys(animated: Bool, back: Bool)
  /// The note of a step added from the menu.
  case addedNote

  public var english: String {
    switch self {
    case .rootTitle(let last): "Act: next step after step \(last)"
    case .pushNew: "push a new controller"
    case .pushOntoTitle(let name): "push \(name) onto"
    case .pushOnto(let name, let nav): "push \(name) onto \(nav)"
    case .pop(let toRoot): toRoot ? "pop to root" : "pop"
    case .popOf(let nav, let top, let toRoot):
      "\(toRoot ? "pop to root" : "pop") \(nav)\(top.map { " (\($0))" } ?? "")"
    case .presentItem: "present …"
    case .presentStyleTitle(let name): "present \(name): style"
    case .presentFromTitle(let name, let style): "present \(name) (\(style)) from"
    case .anchorTitle: "anchor the popover at"
    case .noSourceView: "no source view"
    case .viewOf(let name): "\(name)'s view"
    case .transitionTitle: "transition style"
    case .defaultTransition: "default (coverVertical)"
    case .dismiss: "dismiss"
    case .dismissOf(let name): "dismiss \(name)"
    case .selectTab: "select a tab"
    case .selectTabOfTitle(let tab): "select a tab of" + (tab.map { " \($0)" } ?? "")
    case .selectedTab(let name): "\(name) (selected)"
    case .rotateTo(let orientation): "rotate to \(orientation)"
    case .changeDevice: "change device …"
    case .changeDeviceTitle: "change device to"
    case .current(let name): "\(name) (current)"
    case .multitasking: "multitasking"
    case .multitaskingTitle: "multitasking width"
    case .addChild: "add a child"
    case .addChildTitle(let name): "add \(name) to"
    case .addChildTo(let name, let parent): "add \(name) to \(parent)"
    case .removeChild: "remove a child"
    case .removeTitle: "remove"
    case .removeChildOf(let name): "remove \(name)"
    case .noNavigationOnScreen: "no navigation controller on screen"
    case .noControllerOnScreen: "no controller on screen"
    case .noTabBarOnScreen: "no tab bar controller on screen"
    case .alreadySelected: "already selected"
    case .alreadyThisDevice: "already this device"
    case .iPadOnly: "iPad only"
    case .alreadyThisWidth: "already this width"
    case .noParentOnScreen: "no plain controller or container on screen"
    case .noChildOfContainer: "no child of a container"
    case .nameStartsWithLetter: "a controller's name starts with a letter"
    case .nameTaken(let name): "the scene already has a controller \(name)"
    case .naming(let name): "name: \(name)_  Enter keep  Esc drop"
    case .named(let name, let animated): "n name: \(name)  " + Self.animatedEnglish(animated)
    case .keys(let animated, let back):
      "n name  " + Self.animatedEnglish(animated) + (back ? "  Esc back" : "  Esc close")
    case .addedNote: "Added from the action menu."
    }
  }

  public var chinese: String {
    switch self {
    case .rootTitle(let last): "操作：在步骤 \(last) 之后加一步"
    case .pushNew: "push 一个新控制器"
    case .pushOntoTitle(let name): "把 \(name) push 到"
    case .pushOnto(let name, let nav): "把 \(name) push 到 \(nav)"
    case .pop(let toRoot): toRoot ? "pop 到根控制器" : "pop 栈顶控制器"
    case .popOf(let nav, let top, let toRoot):
      toRoot ? "\(nav) pop 到根控制器" : "\(nav) pop\(top.map { "（\($0)）" } ?? "")"
    case .presentItem: "present 一个新控制器 …"
    case .presentStyleTitle(let name): "present \(name)：选择样式"
    case .presentFromTitle(let name, let style): "present \(name)（\(style)），由谁来 present"
    case .anchorTitle: "popover 的锚点"
    case .noSourceView: "没有 sourceView"
    case .viewOf(let name): "\(name) 的视图"
    case .transitionTitle: "转场样式（modalTransitionStyle）"
    case .defaultTransition: "默认（coverVertical）"
    case .dismiss: "dismiss 控制器"
    case .dismissOf(let name): "dismiss 掉 \(name)"
    case .selectTab: "选择标签页"
    case .selectTabOfTitle(let tab): tab.map { "选择 \($0) 的标签页" } ?? "选择哪个标签栏控制器的标签页"
    case .selectedTab(let name): "\(name)（已选中）"
    case .rotateTo(let orientation): "旋转到 \(orientation)"
    case .changeDevice: "更换设备 …"
    case .changeDeviceTitle: "更换为哪台设备"
    case .current(let name): "\(name)（当前）"
    case .multitasking: "多任务"
    case .multitaskingTitle: "多任务宽度"
    case .addChild: "添加子控制器"
    case .addChildTitle(let name): "把 \(name) 添加到"
    case .addChildTo(let name, let parent): "把 \(name) 添加为 \(parent) 的子控制器"
    case .removeChild: "移除子控制器"
    case .removeTitle: "移除哪个子控制器"
    case .removeChildOf(let name): "移除 \(name)"
    case .noNavigationOnScreen: "屏幕上没有导航控制器"
    case .noControllerOnScreen: "屏幕上没有控制器"
    case .noTabBarOnScreen: "屏幕上没有标签栏控制器"
    case .alreadySelected: "已经选中"
    case .alreadyThisDevice: "已经是这台设备"
    case .iPadOnly: "只有 iPad 有"
    case .alreadyThisWidth: "已经是这个宽度"
    case .noParentOnScreen: "屏幕上没有普通控制器或容器控制器"
    case .noChildOfContainer: "没有容器控制器的子控制器"
    case .nameStartsWithLetter: "控制器的名字要以字母开头"
    case .nameTaken(let name): "场景里已经有名为 \(name) 的控制器"
    case .naming(let name): "名字：\(name)_  Enter 保留  Esc 放弃"
    case .named(let name, let animated): "n 名字：\(name)  " + Self.animatedChinese(animated)
    case .keys(let animated, let back):
      "n 命名  " + Self.animatedChinese(animated) + (back ? "  Esc 返回" : "  Esc 关闭")
    case .addedNote: "从操作菜单添加。"
    }
  }

  private static func animatedEnglish(_ animated: Bool) -> String {
    animated ? "t animated: yes" : "t animated: NO"
  }

  private static func animatedChinese(_ animated: Bool) -> String {
    animated ? "t 动画：有" : "t 动画：无"
  }

  /// One of each case, with sample values, for the tests.
  public static let samples: [MenuWords] = [
    .rootTitle(last: 2), .pushNew, .pushOntoTitle("Pushed"), .pushOnto("Pushed", nav: "Nav"),
    .pop(toRoot: false), .pop(toRoot: true), .popOf("Nav", top: "B", toRoot: false),
    .popOf("Nav", top: nil, toRoot: true), .presentItem, .presentStyleTitle("Presented"),
    .presentFromTitle("Presented", style: "pageSheet"), .anchorTitle, .noSourceView,
    .viewOf("A"), .transitionTitle, .defaultTransition, .dismiss, .dismissOf("B"), .selectTab,
    .selectTabOfTitle("Tabs"), .selectTabOfTitle(nil), .selectedTab("A"),
    .rotateTo("landscape"), .changeDevice, .changeDeviceTitle, .current("iPhone 15"),
    .multitasking, .multitaskingTitle, .addChild, .addChildTitle("Child"),
    .addChildTo("Child", parent: "A"), .removeChild, .removeTitle, .removeChildOf("Child"),
    .noNavigationOnScreen, .noControllerOnScreen, .noTabBarOnScreen, .alreadySelected,
    .alreadyThisDevice, .iPadOnly, .alreadyThisWidth, .noParentOnScreen, .noChildOfContainer,
    .nameStartsWithLetter, .nameTaken("B"), .naming("Foo"), .named("Foo", animated: true),
    .keys(animated: false, back: true), .keys(animated: true, back: false), .addedNote,
  ]
}
