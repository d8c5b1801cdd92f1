extension RuleBook {
  /// §17 open questions (and the open questions of the later chapters), in Chinese: each says
  /// what is not known and what the sources disagree on.
  static let openQuestionsInChinese: [String: RuleInChinese] = [
    "Q-1": RuleInChinese(
      "全屏样式由谁 present（未决）",
      "反编译的推算函数没读；指南说 UIKit 往上找铺满屏幕的控制器，另一处资料猜是根控制器及其 present 链，与“已在 present”的拒绝相矛盾。"),
    "Q-2": RuleInChinese("被移进容器的 presenter 视图放在哪个位置（未决）", "反编译代码把 presenter 的视图移进容器，但它的下标没读到。"),
    "Q-3": RuleInChinese(
      "currentContext 的容器放在哪里（未决）",
      "反编译代码用上下文控制器视图的 superview；有 radar 报告 iOS 8 和 10.3 上 custom 样式的容器更高；没有真实 dump。"),
    "Q-4": RuleInChinese(
      "iOS 13 之前 compact 下的 popover（未决）",
      "头文件说 fullScreen，指南说 overFullScreen：区别在于 presenter 的视图是否被移除。"),
    "Q-5": RuleInChinese(
      "compact 宽度下的 currentContext 样式（未决）",
      "指南说它们适配成 fullScreen；常见的 iPhone 做法（标签里的 overCurrentContext）说新 iOS 上并不如此。"),
    "Q-6": RuleInChinese(
      "push、pop 或切换标签的 containerView（未决）",
      "是 UIViewControllerWrapperView 还是 UINavigationTransitionView；标签的 UITransitionView：未确认。"),
    "Q-7": RuleInChinese("折叠分栏里的 showDetail（未决）", "分栏调用 show；primary 不是导航控制器时以及按列的分栏会怎样，尚无定论。"),
    "Q-8": RuleInChinese(
      "多层 dismiss 中间的控制器（未决）", "它们是否收到 viewWillDisappear 和 viewDidDisappear、顺序如何，未知。"),
    "Q-9": RuleInChinese(
      "hidesBottomBarWhenPushed：栈顶还是任意控制器（未决）", "Apple 的文档说栈顶控制器决定；反编译代码检查栈里的每个控制器。"),
    "Q-10": RuleInChinese("show 找不到目标时由谁 present（未决）", "头文件说调用者；参考文档说 window 的根控制器。"),
    "Q-11": RuleInChinese(
      "show 的目标查找是否跨越 presentation（未决）",
      "targetViewController(forAction:) 是否从被 present 的控制器走到它的 presenter，没有文档。"),
    "Q-12": RuleInChinese("标签栏控制器是否定义 presentation 上下文（未决）", "它的默认值没有文档。"),
    "Q-13": RuleInChinese("台前调度和新 iPhone 的 size class（未决）", "可调大小的 iPad 窗口和 2021 年后的 iPhone 没有列表。"),
    "Q-14": RuleInChinese("转发回调时先父还是先子（未决）", "移植版先转发给子控制器；UIKit 的顺序未确认。"),
    "Q-15": RuleInChinese(
      "completion 与 viewDidAppear（未决）",
      "在反编译的异步路径上 viewDidAppear 会不会晚于 completion？头文件把 completion 放在 viewDidAppear 之后。"),
    "Q-16": RuleInChinese(
      "iOS 13 之前 iPad 的 sheet 与 presenter 的回调（未决）", "WinObjC 说 presenter 什么也收不到；没找到 Apple 的说法。"),
    "Q-17": RuleInChinese("iOS 13 起根部的 UIDropShadowView（未决）", "大多数 dump 里有，两份没有。"),
    "Q-18": RuleInChinese(
      "compact 高度下的 sheet（未决）",
      "Apple 的样式文档说它们像 fullScreen；sheet API 和反编译代码说 sheet 控制器保留，只是布局变化；presenter 是否收到回调未确认。"),
    "Q-19": RuleInChinese(
      "不变暗的 detent、后推的视图、zoom 的视图（未决）",
      "largestUndimmedDetent 以下的变暗视图是不存在还是透明；哪个视图带后推的 transform；zoom 转场插入哪些视图。"),
    "Q-20": RuleInChinese(
      "一开始就是 compact 的分栏（未决）", "Use Your Loaf 和折叠文档说详情在上面；Apple 的 iOS 8 概述说 compact 分栏先显示 primary。"),
    "Q-21": RuleInChinese(
      "iPad 竖屏下隐藏的 primary（未决）",
      "隐藏的 primary 的视图是否留在 window 里屏幕外，它报告 appeared 还是 disappeared；有博客说竖屏默认是 primaryOverlay。"),
    "Q-22": RuleInChinese(
      "按列分栏的细节（未决）",
      "折叠时默认建议的顶层列、supplementary 和 secondary 怎样加入 primary 的栈、各样式的默认显示模式、展开时的树、折叠时 inspector 去哪里。"),
    "Q-23": RuleInChinese(
      "More 标签的未决之处", "旧 iPad 上 More 之前的项数；基于 UITab 的控制器是否用 More；导航标签的栈是被移动还是控制器被复制；各个 frame。"),
    "Q-30": RuleInChinese(
      "setViewControllers 与从未显示的控制器（未决）",
      "setViewControllers 增删但不显示的控制器，确切的 willMove、didMove 以及 delegate 的 willShow、didShow 调用。"),
    "Q-31": RuleInChinese(
      "在 viewWillAppear 或被 push 控制器的 viewDidLoad 里 present（未决）",
      "这样的 present 是被 window 检查拒绝、排在正在进行的转场之后，还是以“进行中”被拒绝。"),
    "Q-33": RuleInChinese(
      "在 pageSheet 里全屏 present（未决）",
      "pageSheet 里的控制器全屏 present 时由谁 present（sheet 不铺满屏幕，P-2），sheet 的视图是否离开卡片，下面留下什么。"),
    "Q-34": RuleInChinese(
      "中间被 pop 的控制器（未决）",
      "popToRootViewController（或 popToViewController）时栈顶与目标之间的控制器是否收到 willMove 和 didMove(toParent: nil)、顺序如何。"
    ),
    "Q-35": RuleInChinese("导航栏的几何（未决）", "隐藏的导航栏是否留在视图树里；各设备和版本的大标题高度；导航工具栏的 frame。"),
    "Q-36": RuleInChinese(
      "page view controller（未决）", "换页时新旧页面的 appearance 和包含回调的顺序；手指拖动时滑动加入哪些视图；pageCurl 样式的视图树。"),
    "Q-37": RuleInChinese(
      "同一轮 run loop：日志和连续 present（未决）",
      "在同一轮里 dismiss 之后紧接 present 时 iOS 13 及以后确切的警告，以及同一轮里 A present B、B present C 会怎样。"),
    "Q-38": RuleInChinese(
      "UISearchController 的 presentation（未决）",
      "没有祖先定义 presentation 上下文时 search controller 在哪里 present；它的样式、presentation controller 和加入的视图。"),
    "Q-24": RuleInChinese(
      "zoom 转场：样式、nil 源视图、插入的视图（未决）",
      "哪些 modal 样式接受 .zoom 以及被 present 一侧的树；源视图 provider 返回 nil 或 window 外的视图时会怎样；zoom 插入的视图。"),
    "Q-25": RuleInChinese(
      "sheet 把下面推后多远（未决）", "没有公开的 dump 显示 sheet 后面被推后的视图；唯一的公式来自 iOS 16.0 的第三方移植；iOS 26 是否仍然后推未知。"),
    "Q-26": RuleInChinese(
      "iOS 26 sheet 的细节（未决）", "sheet 里导航栏的高度；formSheet 的玻璃层以及是否还有变暗视图；580×640（反编译）还是 580×650（实测）。"),
    "Q-27": RuleInChinese(
      "updateProperties 在转场中的位置（未决）",
      "它相对 viewWillAppear 和 viewIsAppearing 的位置，以及首次出现时没有显式请求是否也会运行。"),
    "Q-28": RuleInChinese(
      "iPadOS 26 的窗口宽度（未决）", "自由尺寸的窗口在多宽时变成水平 compact，以及 26.1 的 Slide Over 窗口的尺寸，资料里都没有。"),
  ]
}
