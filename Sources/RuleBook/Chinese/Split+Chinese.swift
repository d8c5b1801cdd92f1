extension RuleBook {
  /// §10 split view controllers and §11 show and showDetail, in Chinese.
  static let splitInChinese: [String: RuleInChinese] = [
    "SV-1": RuleInChinese(
      "compact 宽度下分栏会折叠",
      "isCollapsed 跟随水平 size class：compact 宽度一栏，regular 宽度多栏；window 变成 compact 时分栏折叠。"),
    "SV-2": RuleInChinese(
      "折叠与展开",
      "折叠前先问 delegate，否则导航类的 primary 把 secondary push 到自己的栈上；展开时先问 delegate，否则 primary pop 出栈顶作为新的 secondary。"
    ),
    "SV-3": RuleInChinese(
      "分栏上的 showDetail 和 show",
      "展开时 showDetailViewController 把控制器设为 secondary；折叠时分栏调用 show，导航类 primary 下最终是一次 push。"),
    "SV-4": RuleInChinese(
      "按列的分栏（iOS 14）", "用 init(style:) 创建的分栏（双列、三列、compact 和 iOS 26 inspector 列）见 SV-8 到 SV-10。"),
    "SV-5": RuleInChinese(
      "iPad 竖屏只显示 secondary", "默认显示模式下，全屏 iPad 横屏显示两栏，竖屏只显示铺满宽度的 secondary，primary 需要时从旁边滑出。"),
    "SV-6": RuleInChinese(
      "一开始就是 compact 的分栏显示详情",
      "首次出现时 window 就是 compact 的分栏会先折叠：导航类 primary push secondary，所以详情在最上面。"),
    "SV-7": RuleInChinese(
      "分栏控制器的视图类",
      "分栏控制器的视图是 _UISplitViewControllerPanelImplView，第一个子视图 _UIPanelControllerContentView 装着各栏的视图；展开时的分隔线和包装视图未知。"
    ),
    "SV-8": RuleInChinese(
      "按列的分栏",
      "init(style:) 创建双列或三列分栏；每列装一个导航控制器（app 自己的，或 UIKit 创建的）；compact 列例外；show(_:) 和 hide(_:) 改变哪些列可见。"
    ),
    "SV-9": RuleInChinese(
      "compact 宽度下按列的分栏", "折叠时显示为 compact 列设置的控制器；没有的话，分栏折叠进 primary 列的导航栈，默认显示 secondary。"),
    "SV-10": RuleInChinese(
      "iOS 26 的 inspector 列",
      "inspector 是按列分栏末尾的一列（iOS 26），show(.inspector) 才显示；折叠或 compact 宽度下它去哪里没有资料（Q-22）。"),
    "SV-11": RuleInChinese(
      "经典分栏的折叠 delegate",
      "经典分栏每次折叠都先问 delegate 的 splitViewController(_:collapseSecondary:onto:)：返回 true 则什么都不 push；false 或没有 delegate 则按 SV-2 push。"
    ),
    "S-1": RuleInChinese(
      "谁处理 show 和 showDetail",
      "targetViewController(forAction:sender:) 返回自己或最近的重写了该方法的祖先；普通 UIViewController 从不接住 show 或 showDetail。"
    ),
    "S-2": RuleInChinese(
      "没有目标时 show 会 present", "默认的 show 和 showDetail 转交给目标，否则以 modal 方式 present 控制器。"),
    "S-3": RuleInChinese(
      "哪些容器重写了 show", "导航控制器的 show 是 push；分栏两者都重写；标签栏控制器都不重写；导航控制器不重写 showDetail。"),
    "S-4": RuleInChinese("目标查找与 presentation", "查找是否从被 present 的控制器跨到它的 presenter，没有文档。"),
    "S-5": RuleInChinese(
      "storyboard 的 segue",
      "Show 调用 show，Show Detail 调用 showDetailViewController，Present Modally 调用 present，Present As Popover 以 segue 的源为锚点 present popover。"
    ),
  ]
}
