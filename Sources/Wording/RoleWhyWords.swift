/// Why a view of a dump has its role, in one sentence: the viewer's Why pane of a dump shows
/// it under the view's class. UIKit's class names stay as they are.
public enum RoleWhyWords: Phrase, Hashable {
  case unexplained
  case windowSubclass, controllerNamed(String), firstLineNotWindow
  case outgoingWrapper, slidingWrapper(incoming: Bool), wrappedView, edgeShadow, pushedView
  case rootCardView, presentedView, rootView, addedToWindow, sheetContent
  case window, rootCard, sheetCard, dimming, popover, layoutContainer, navigationContent
  case controllerWrapper, parallaxDimming, navigationBar, tabBar, toolbar, tabContainer
  case splitView, pageViews, hosting, sheetDecoration
  case rootWrapperTop, containerTop, tabContent, alertContainer, rootWrapperFirst
  case containerInWindow, currentContextContainer

  public var english: String {
    switch self {
    case .unexplained: ""
    case .windowSubclass: "a window subclass, the tree's first line"
    case .controllerNamed(let name): "the view \(name) names in _printHierarchy (joined by address)"
    case .firstLineNotWindow: "the first line of a dump that does not start at the window"
    case .outgoingWrapper:
      "a plain wrapper at about -0.3 of the width: the outgoing view of a running push or pop"
    case .slidingWrapper(let incoming):
      "a plain wrapper beside a _UIParallaxDimmingView: the \(incoming ? "incoming" : "outgoing")"
        + " view of a running push or pop"
    case .wrappedView: "the view in a UIViewControllerWrapperView: the shown controller's view"
    case .edgeShadow: "the 9-point edge shadow of the incoming view of a push or pop"
    case .pushedView: "the view a running push or pop moves"
    case .rootCardView: "the view in the root wrapper's card: the root controller's view"
    case .presentedView: "a view directly in a presentation's container: the presented view"
    case .rootView: "a full-size first subview of the window: the root controller's view"
    case .addedToWindow: "a view added straight to the window: no controller's"
    case .sheetContent: "the view inside a sheet card's two plain views: the presented view"
    case .window: "the window"
    case .rootCard: "the card of the iOS 13+ root wrapper"
    case .sheetCard: "a sheet's card"
    case .dimming: "dims what the presentation covers; a tap outside dismisses"
    case .popover: "a popover's frame"
    case .layoutContainer: "a navigation or tab bar controller's view"
    case .navigationContent: "a navigation controller's content area"
    case .controllerWrapper: "wraps the view of the controller a container shows"
    case .parallaxDimming: "wraps the incoming view while a push or pop runs"
    case .navigationBar: "a navigation controller's bar"
    case .tabBar: "a tab bar controller's bar"
    case .toolbar: "a navigation controller's toolbar"
    case .tabContainer: "the iPadOS 18+ tab container"
    case .splitView: "a split view controller's view"
    case .pageViews: "a page view controller's own views"
    case .hosting: "a UIHostingController's view (SwiftUI; the rule book has no rule on it)"
    case .sheetDecoration: "part of a sheet card's decoration"
    case .rootWrapperTop: "holds a full-size UIDropShadowView: the iOS 13+ root wrapper"
    case .containerTop: "a UITransitionView at the top of the dump: a presentation's container"
    case .tabContent:
      "a UITransitionView inside a UILayoutContainerView: a tab bar controller's content area"
    case .alertContainer: "the container in UIKit's alert window"
    case .rootWrapperFirst:
      "the window's first subview holding a full-size UIDropShadowView: the iOS 13+ root wrapper"
    case .containerInWindow: "a UITransitionView in the window: a presentation's container"
    case .currentContextContainer:
      "a UITransitionView below a controller's view: a current-context presentation's container"
    }
  }

  public var chinese: String {
    switch self {
    case .unexplained: ""
    case .windowSubclass: "window 的子类，树的第一行"
    case .controllerNamed(let name): "_printHierarchy 里 \(name) 的视图（按地址对上）"
    case .firstLineNotWindow: "dump 的第一行，而这份 dump 不是从 window 开始的"
    case .outgoingWrapper: "位于约 -0.3 倍宽度处的普通包装视图：正在进行的 push 或 pop 中离开的视图"
    case .slidingWrapper(let incoming):
      "挨着 _UIParallaxDimmingView 的普通包装视图：正在进行的 push 或 pop 中\(incoming ? "进入" : "离开")的视图"
    case .wrappedView: "UIViewControllerWrapperView 里的视图：容器正在显示的控制器的视图"
    case .edgeShadow: "push 或 pop 中进入视图左边 9 点宽的边缘阴影"
    case .pushedView: "正在进行的 push 或 pop 移动的视图"
    case .rootCardView: "根包装视图卡片里的视图：根控制器的视图"
    case .presentedView: "直接放在 present 容器里的视图：被 present 的视图"
    case .rootView: "window 的第一个全尺寸子视图：根控制器的视图"
    case .addedToWindow: "直接加到 window 上的视图：不属于任何控制器"
    case .sheetContent: "sheet 卡片里两层普通视图之内的视图：被 present 的视图"
    case .window: "window"
    case .rootCard: "iOS 13+ 根包装视图的卡片"
    case .sheetCard: "sheet 的卡片"
    case .dimming: "把 present 盖住的内容调暗；点外面会 dismiss"
    case .popover: "popover 的外框"
    case .layoutContainer: "导航控制器或标签栏控制器的视图"
    case .navigationContent: "导航控制器的内容区域"
    case .controllerWrapper: "包着容器正在显示的控制器的视图"
    case .parallaxDimming: "push 或 pop 进行时包着进入的视图"
    case .navigationBar: "导航控制器的导航栏"
    case .tabBar: "标签栏控制器的标签栏"
    case .toolbar: "导航控制器的工具栏"
    case .tabContainer: "iPadOS 18+ 的标签页容器"
    case .splitView: "分栏控制器的视图"
    case .pageViews: "页面控制器（page view controller）自己的视图"
    case .hosting: "UIHostingController 的视图（SwiftUI；规则书里没有关于它的规则）"
    case .sheetDecoration: "sheet 卡片装饰的一部分"
    case .rootWrapperTop: "里面是全尺寸的 UIDropShadowView：iOS 13+ 的根包装视图"
    case .containerTop: "dump 最上面的 UITransitionView：一次 present 的容器"
    case .tabContent: "UILayoutContainerView 里的 UITransitionView：标签栏控制器的内容区域"
    case .alertContainer: "UIKit 的 alert window 里的容器"
    case .rootWrapperFirst: "window 的第一个子视图，里面是全尺寸的 UIDropShadowView：iOS 13+ 的根包装视图"
    case .containerInWindow: "window 里的 UITransitionView：一次 present 的容器"
    case .currentContextContainer: "控制器视图下面的 UITransitionView：一次 currentContext 呈现的容器"
    }
  }
}
