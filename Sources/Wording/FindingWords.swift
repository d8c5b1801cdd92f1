/// `tscope explain`'s findings: the app's mistakes, transitions caught mid-way, notes, and what
/// the rule book does not cover, each as a sentence with its values (names as `Class 0x…`).
/// The finding's kind and rule are data of their own; rule IDs inside a sentence are the same
/// in both languages.
public enum FindingWords: Phrase, Hashable {
  /// One address printed for several objects (their classes and lines; `later`, the ids
  /// given to the later ones).
  case reusedAddress(String, file: String, classes: [String], lines: [Int], later: [String])
  case caughtMidWay(String, state: String, inWindow: Bool)
  case appearedOutOfWindow(String)
  case disappearedInWindow(String)
  case inNoTree(String)
  case unknownPresentation(String, with: String)
  case emptyContainerOnTop(String)
  case emptyContainerBelow(String)
  case addedToWindow(String)
  case ambiguousLayout(String, mark: String)
  case pushInFlight(String)
  case ownerGone(String)
  case presenterInContainer(String, view: String, container: String)

  public var english: String {
    switch self {
    case .reusedAddress(let address, let file, let classes, let lines, let later):
      "\(address) is printed for \(classes.count) objects in \(file): "
        + "\(Self.englishList(zip(classes, lines).map { "\($0) at line \($1)" })). One address is one object at one moment, so these lines "
        + "come from two moments pasted together or were edited; the later "
        + "\(later.count == 1 ? "one is" : "ones are") read as \(Self.englishList(later)), "
        + "\(later.count == 1 ? "another object" : "other objects"), so no view is its own "
        + "superview and no controller presents itself."
    case .caughtMidWay(let name, let state, let inWindow):
      "\(name) is \(state) and "
        + (inWindow ? "its view is in the window" : "its view is not in the window yet or any more")
        + ": a transition was running when the dump was taken."
    case .appearedOutOfWindow(let name):
      "\(name) is appeared but its view is not in the window: UIKit does not leave a controller "
        + "so on its own; an animator or the app's code took the view out or never added it."
    case .disappearedInWindow(let name):
      "\(name) is disappeared while its view is in the window: the appearance state and the "
        + "window membership are separate facts (a container that forwards appearance by hand "
        + "can leave them so)."
    case .inNoTree(let name):
      "\(name) is in no tree: no parent, not presented, not a root (presented with: (null))."
    case .unknownPresentation(let name, let with):
      "\(name) is presented with \(with), a class the rule book does not cover: its style and "
        + "what it does to the tree are unknown."
    case .emptyContainerOnTop(let name):
      "\(name) is an empty presentation container on top of the window: a transition whose "
        + "animator never called completeTransition leaves its container so, covering "
        + "everything below and taking every touch."
    case .emptyContainerBelow(let name):
      "\(name) is an empty presentation container below another: normal when a later "
        + "fullScreen presentation took its view out of the window."
    case .addedToWindow(let name):
      "\(name) was added straight to the window beside the root: no controller owns it; it "
        + "covers the root and every container below it, later presentations go above it "
        + "(T-2), and UIKit never moves or removes it."
    case .ambiguousLayout(let name, let mark):
      "\(name) is marked `\(mark)` in the _autolayoutTrace: its constraints allow more than "
        + "one frame. That is Auto Layout, which the rule book does not cover; what it does "
        + "during a transition is unknown."
    case .pushInFlight(let name):
      "\(name) belongs to a push or pop that was running when the dump was taken."
    case .ownerGone(let name):
      "\(name) sits where a controller's view goes, but no controller in the _printHierarchy "
        + "has it: a view in the window whose controller is gone (or was never a child)."
    case .presenterInContainer(let presenter, let view, let container):
      "\(presenter)'s view \(view) is inside the presentation container \(container) while no "
        + "transition runs: UIKit only moves it there during a fullScreen or currentContext "
        + "transition (T-4); an animator or the app's code left it there, and it goes when the "
        + "container goes."
    }
  }

  public var chinese: String {
    switch self {
    case .reusedAddress(let address, let file, let classes, let lines, let later):
      "\(file) 里有 \(classes.count) 个对象都打印成 \(address)："
        + "\(Self.chineseList(zip(classes, lines).map { "第 \($1) 行的 \($0)" }))。"
        + "一个地址在同一时刻只对应一个对象，所以这些行是把两个时刻的输出粘在了一起，或者被改过；"
        + "后面的那些读作 \(Self.chineseList(later))，当作别的对象，这样就没有视图是自己的 superview，"
        + "也没有控制器 present 自己。"
    case .caughtMidWay(let name, let state, let inWindow):
      "\(name) 处于 \(state)，"
        + (inWindow ? "视图在 window 里" : "视图还没进 window 或已经离开 window")
        + "：打印这份 dump 时有转场正在进行。"
    case .appearedOutOfWindow(let name):
      "\(name) 是 appeared，但它的视图不在 window 里：UIKit 自己不会让控制器处于这种状态；"
        + "是动画器或应用的代码把视图移走了，或者从没把它加进来。"
    case .disappearedInWindow(let name):
      "\(name) 是 disappeared，而它的视图在 window 里：appearance 状态和是否在 window 里是两回事"
        + "（手动转发 appearance 的容器可能留下这种状态）。"
    case .inNoTree(let name):
      "\(name) 不在任何树里：没有父控制器，没有被 present，也不是根控制器（presented with: (null)）。"
    case .unknownPresentation(let name, let with):
      "\(name) 用 \(with) present，规则书里没有这个类：它的样式以及它对视图树做了什么都是未知的。"
    case .emptyContainerOnTop(let name):
      "\(name) 是 window 最上层的一个空的 present 容器：动画器从没调用 completeTransition 的转场"
        + "会把容器留成这样，盖住下面的一切，拦下所有触摸。"
    case .emptyContainerBelow(let name):
      "\(name) 是压在另一个容器下面的空 present 容器：之后的 fullScreen 呈现把它的视图移出 window 时，这是正常的。"
    case .addedToWindow(let name):
      "\(name) 是直接加到 window 上、和根控制器并列的：没有控制器拥有它；它盖住根控制器和它下面的每个容器，"
        + "之后的 present 会盖在它上面（T-2），UIKit 从不移动或移除它。"
    case .ambiguousLayout(let name, let mark):
      "\(name) 在 _autolayoutTrace 里标着 `\(mark)`：它的约束允许不止一个 frame。这属于 Auto Layout，"
        + "规则书不涉及；它在转场中会怎样是未知的。"
    case .pushInFlight(let name): "\(name) 属于打印 dump 时正在进行的一次 push 或 pop。"
    case .ownerGone(let name):
      "\(name) 在控制器视图该在的位置上，但 _printHierarchy 里没有控制器拥有它："
        + "这是一个控制器已经不在了（或从来不是子控制器）的视图，却还留在 window 里。"
    case .presenterInContainer(let presenter, let view, let container):
      "没有转场在进行，\(presenter) 的视图 \(view) 却在 present 容器 \(container) 里："
        + "UIKit 只在 fullScreen 或 currentContext 转场期间把它移进去（T-4）；是动画器或应用的代码把它留在了那里，"
        + "容器移除时它也会跟着消失。"
    }
  }

  /// `a`, `a and b`, `a, b and c`.
  static func englishList(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `a`、`a 和 b`、`a、b 和 c`.
  static func chineseList(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: "、") + " 和 " + last
  }
}
