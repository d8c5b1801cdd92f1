/// The parts of the controller sentences: a presentation's style, the version's range and
/// evidence, and a controller's state.
extension ControllerStoryWords {
  static func englishStyle(_ style: PresentedStyle) -> String {
    switch style {
    case .fullScreen(let presenter):
      ": fullScreen, which takes the presenter's view out of the window (M-1); the presenter "
        + "is \(presenter.english)"
    case .over(let name, let presenter):
      ": \(name), which keeps the presenter's view (M-3); the presenter is \(presenter.english)"
    case .sheet(let name, let presenter):
      ": \(name), a card over a presenter that stays in the window and hears no callbacks "
        + "(M-4, M-9); the presenter is \(presenter.english)"
    case .popover(let presenter):
      ": a popover, which leaves the presenter in the window, appeared (M-6, M-9); the "
        + "presenter is \(presenter.english)"
    case .currentContext: ": currentContext, which covers the context controller's view (M-2)"
    case .unknown: ": a class the rule book does not name, so its style is unknown"
    }
  }

  static func chineseStyle(_ style: PresentedStyle) -> String {
    switch style {
    case .fullScreen(let presenter):
      "：fullScreen，会把 presenter 的视图移出 window（M-1）；presenter 的状态：\(presenter.chinese)"
    case .over(let name, let presenter):
      "：\(name)，保留 presenter 的视图（M-3）；presenter 的状态：\(presenter.chinese)"
    case .sheet(let name, let presenter):
      "：\(name)，一张卡片盖在 presenter 上，presenter 留在 window 里，也收不到回调（M-4、M-9）；"
        + "presenter 的状态：\(presenter.chinese)"
    case .popover(let presenter):
      "：popover，presenter 留在 window 里，仍是 appeared（M-6、M-9）；presenter 的状态：\(presenter.chinese)"
    case .currentContext: "：currentContext，盖住提供上下文的控制器的视图（M-2）"
    case .unknown: "：规则书里没有这个类，所以它的样式未知"
    }
  }

  static func englishRange(_ range: VersionRange) -> String {
    switch range {
    case .disagrees: "unknown (the evidence disagrees)"
    case .exactly(let version): "\(version)"
    case .between(let low, let high): "\(low) to \(high)"
    case .orLater(let low): "\(low) or later"
    case .orEarlier(let high): "\(high) or earlier"
    case .unknown: "unknown"
    }
  }

  static func chineseRange(_ range: VersionRange) -> String {
    switch range {
    case .disagrees: "未知（证据互相矛盾）"
    case .exactly(let version): "\(version)"
    case .between(let low, let high): "\(low) 到 \(high)"
    case .orLater(let low): "\(low) 或更高"
    case .orEarlier(let high): "\(high) 或更低"
    case .unknown: "未知"
    }
  }

  static func englishEvidence(_ evidence: VersionEvidence) -> String {
    switch evidence {
    case .colonForm(let line, let viewClass):
      "line \(line) prints the view with a colon (`<\(viewClass): 0x…>`), the iOS 17+ form"
    case .plainForm(let line, let viewClass):
      "line \(line) prints the view without a colon (`<\(viewClass) 0x…>`), the form up to iOS 16"
    case .rootWrapper(let name): "\(name) is the iOS 13+ root wrapper (W-3)"
    case .rootInWindow(let name): "\(name) is a root view straight in the window (W-2)"
    case .tabContainer(let name): "\(name) is the iPadOS 18+ tab container (TB-6)"
    case .pageSheet(let name):
      "\(name) is presented with _UIPageSheetPresentationController, the iOS 13+ card sheet (M-4)"
    case .thirtyTwoBit(let count, let example):
      "all \(count) addresses fit in 32 bits (8 hex digits at most, as \(example)), "
        + "so a 32-bit process printed the dump, and iOS 11 and later run 64-bit apps only"
    }
  }

  static func chineseEvidence(_ evidence: VersionEvidence) -> String {
    switch evidence {
    case .colonForm(let line, let viewClass):
      "第 \(line) 行打印视图时带冒号（`<\(viewClass): 0x…>`），这是 iOS 17+ 的形式"
    case .plainForm(let line, let viewClass):
      "第 \(line) 行打印视图时不带冒号（`<\(viewClass) 0x…>`），这是 iOS 16 及以前的形式"
    case .rootWrapper(let name): "\(name) 是 iOS 13+ 的根包装视图（W-3）"
    case .rootInWindow(let name): "\(name) 是直接放在 window 里的根视图（W-2）"
    case .tabContainer(let name): "\(name) 是 iPadOS 18+ 的标签页容器（TB-6）"
    case .pageSheet(let name):
      "\(name) 用 _UIPageSheetPresentationController present，这是 iOS 13+ 的卡片式 sheet（M-4）"
    case .thirtyTwoBit(let count, let example):
      "全部 \(count) 个地址都能放进 32 位（最多 8 个十六进制数字，如 \(example)），"
        + "所以打印这份 dump 的是 32 位进程，而 iOS 11 及以后只运行 64 位应用"
    }
  }
}

/// A controller's state as `tscope explain` prints it: `_printHierarchy`'s own word
/// (`appeared`; nil when it printed none), then whether its view is loaded and in the window.
public struct StateWords: Phrase, Hashable {
  public var state: String?
  public var viewLoaded: Bool
  public var inWindow: Bool

  public init(state: String?, viewLoaded: Bool, inWindow: Bool) {
    self.state = state
    self.viewLoaded = viewLoaded
    self.inWindow = inWindow
  }

  public var english: String {
    let word = state ?? "in an unknown state"
    if !viewLoaded { return word + ", view not loaded" }
    return word + (inWindow ? ", its view in the window" : ", its view not in the window")
  }

  public var chinese: String {
    let word = state ?? "状态未知"
    if !viewLoaded { return word + "，视图尚未加载" }
    return word + (inWindow ? "，视图在 window 里" : "，视图不在 window 里")
  }
}
