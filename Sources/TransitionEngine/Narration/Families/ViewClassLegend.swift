/// What each UIKit view class of the catalogue is for, in one line, with the rule that says
/// so (1.3 of the rules): the legend `tscope explain` and the viewer print beside a class
/// name. `ViewClassCatalogue` holds the classes and how they draw; the words are here.
enum ViewClassLegend: Sendable, Hashable, CaseIterable {
  case window, alertWindow, transitionView, dropShadowView, dimmingView, popoverView
  case layoutContainerView, navigationTransitionView, wrapperView, parallaxDimmingView
  case navigationBar, tabBar, toolbar, largeTitleView, tabContainerView, splitPanelView
  case panelContentView, pageContentView, queuingScrollView, roundedRectShadowView, grabber
  case hostingView

  /// The rule book ID that describes the class; nil where the rule book has none.
  var rule: String? {
    switch self {
    case .window, .alertWindow: return "W-1"
    case .transitionView: return "T-2"
    case .dropShadowView, .dimmingView, .roundedRectShadowView: return "M-4"
    case .popoverView: return "M-6"
    case .layoutContainerView, .navigationTransitionView, .navigationBar, .toolbar: return "N-1"
    case .wrapperView: return "N-2"
    case .parallaxDimmingView: return "N-3"
    case .tabBar: return "TB-1"
    case .largeTitleView: return "N-21"
    case .tabContainerView: return "TB-6"
    case .splitPanelView, .panelContentView: return "SV-7"
    case .pageContentView, .queuingScrollView: return "K-10"
    case .grabber: return "M-10"
    case .hostingView: return nil
    }
  }

  /// What UIKit uses the class for, in English.
  var english: String {
    switch self {
    case .window: return "the window; its root controller's view fills it"
    case .alertWindow: return "UIKit's own window for legacy alerts"
    case .transitionView:
      return "a presentation's container, the iOS 13+ root wrapper or a tab bar controller's "
        + "content area"
    case .dropShadowView: return "a sheet's card, or the iOS 13+ root wrapper's card"
    case .dimmingView: return "dims what a sheet or popover covers; a tap dismisses"
    case .popoverView: return "a popover's frame and arrow"
    case .layoutContainerView: return "the view of a navigation or tab bar controller"
    case .navigationTransitionView: return "a navigation controller's content area, below its bar"
    case .wrapperView:
      return "wraps the view of the controller a navigation or tab bar controller shows"
    case .parallaxDimmingView: return "wraps the incoming view while a push or pop runs"
    case .navigationBar: return "a navigation controller's bar"
    case .tabBar: return "a tab bar controller's bar"
    case .toolbar: return "a navigation controller's toolbar"
    case .largeTitleView: return "the large-title area inside a navigation bar"
    case .tabContainerView:
      return "the iPadOS 18+ floating tab bar or sidebar of a tab bar controller"
    case .splitPanelView: return "a split view controller's view"
    case .panelContentView: return "holds a split view controller's columns"
    case .pageContentView: return "a page view controller's view"
    case .queuingScrollView: return "holds a scroll-style page view controller's pages"
    case .roundedRectShadowView: return "a sheet card's shadow"
    case .grabber: return "a sheet's grabber"
    case .hostingView: return "a UIHostingController's view (SwiftUI)"
    }
  }

  /// What UIKit uses the class for, in Simplified Chinese.
  var chinese: String {
    switch self {
    case .window: return "window；它的根控制器的视图铺满它"
    case .alertWindow: return "UIKit 为旧式 alert 准备的专用 window"
    case .transitionView: return "呈现的 containerView、iOS 13+ 的根包装视图，或标签栏控制器的内容区域"
    case .dropShadowView: return "sheet 的卡片，或 iOS 13+ 根包装视图的卡片"
    case .dimmingView: return "把 sheet 或 popover 盖住的内容调暗；点一下就会 dismiss"
    case .popoverView: return "popover 的边框和箭头"
    case .layoutContainerView: return "导航控制器或标签栏控制器的视图"
    case .navigationTransitionView: return "导航控制器的内容区域，在导航栏下方"
    case .wrapperView: return "包住导航控制器或标签栏控制器当前显示的控制器的视图"
    case .parallaxDimmingView: return "在 push 或 pop 进行时包住进入的视图"
    case .navigationBar: return "导航控制器的导航栏"
    case .tabBar: return "标签栏控制器的标签栏"
    case .toolbar: return "导航控制器的工具栏"
    case .largeTitleView: return "导航栏里的大标题区域"
    case .tabContainerView: return "标签栏控制器在 iPadOS 18+ 上的浮动标签栏或侧边栏"
    case .splitPanelView: return "分栏控制器的视图"
    case .panelContentView: return "容纳分栏控制器的各列"
    case .pageContentView: return "翻页控制器的视图"
    case .queuingScrollView: return "容纳滚动样式翻页控制器的各页"
    case .roundedRectShadowView: return "sheet 卡片的阴影"
    case .grabber: return "sheet 的拖动条（grabber）"
    case .hostingView: return "UIHostingController 的视图（SwiftUI）"
    }
  }
}
