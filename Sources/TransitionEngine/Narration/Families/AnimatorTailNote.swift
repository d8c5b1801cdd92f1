/// The lines an animator runs after `completeTransition` (`YourCode/Planner+AnimatorTail`):
/// a second call (X-5), the lead of a line on a finished transition, and what such a line
/// leaves wrong: a view shown with no controller tree (K-5), a state UIKit no longer updates
/// (X-8), a container's child put back by hand (N-2, TB-2, SV-1); and a line that takes
/// views out of the window with no callback (X-8). In English and Chinese.
enum AnimatorTailNote: NoteFamily {
  /// The UIKit container whose children's views it places itself.
  enum Container: Sendable, Hashable {
    case navigation, tab, split
  }

  /// A second `completeTransition` after the transition completed.
  case secondComplete
  /// The lead of a line after `completeTransition`, before its own words.
  case afterCompletion
  /// `owner`'s view is in the window but it is in no controller tree; `leftParent` is the
  /// parent a pop's completion took it from.
  case outOfTree(owner: String, leftParent: String?)
  /// `owner` counts as `state`, but its view is in (or out of) the window.
  case stateOutOfStep(owner: String, state: String, inWindow: Bool)
  /// The line put `owner`'s view back into the window under `parent`, which places it.
  case putBackUnder(parent: String, owner: String, container: Container)
  /// The line took `owners`, which count as appeared, out of the window.
  case tookOut(owners: [String])

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .secondComplete:
      return "a second completeTransition on a transition that has already "
        + "completed. It must be called exactly once (X-5); what UIKit does with another "
        + "call, and whether it logs anything, is not known from any source, so "
        + "TransitionScope changes nothing here."
    case .afterCompletion:
      return "This line comes after completeTransition, so it runs on a finished transition. "
    case .outOfTree(let owner, let leftParent):
      return "The mistake: \(owner)'s view is in the window, but \(owner) "
        + (leftParent.map {
          "left \($0) as completeTransition ended the pop: it is in no controller tree"
        } ?? "is in no controller tree")
        + ", so no appearance callbacks reach it (K-5)."
    case .stateOutOfStep(let owner, let state, let inWindow):
      return "The mistake: \(owner) counts as \(state), but its view is "
        + (inWindow ? "in" : "out of") + " the window: the transition is over, so UIKit "
        + "sends \(owner) no callback for it (X-8)."
    case .putBackUnder(let parent, let owner, let container):
      return "The mistake: \(parent) places its children's views itself (\(Self.rule(container))), "
        + "and this line put \(owner)'s view back in the window by hand, so what \(parent) "
        + "shows is the app's doing."
    case .tookOut(let owners):
      return " The mistake: that takes \(owners.joined(separator: ", ")) out of the window, yet "
        + "UIKit sends no callback for it, so \(owners.count == 1 ? "it counts" : "they count") "
        + "as appeared still (X-8)."
    }
  }

  var chinese: String {
    switch self {
    case .secondComplete:
      return "在已经完成的转场上第二次调用 completeTransition。它必须恰好调用一次（X-5）；"
        + "UIKit 如何处理多出的调用、是否打印什么，没有任何资料说明，所以 TransitionScope "
        + "在这里什么也不改。"
    case .afterCompletion:
      return "这一行在 completeTransition 之后，所以它运行在一个已经结束的转场上。"
    case .outOfTree(let owner, let leftParent):
      return "错误：\(owner) 的视图在 window 中，但 \(owner) "
        + (leftParent.map { "在 completeTransition 结束这次 pop 时离开了 \($0)：它不在任何控制器树中" }
          ?? "不在任何控制器树中")
        + "，所以没有 appearance 回调能到达它（K-5）。"
    case .stateOutOfStep(let owner, let state, let inWindow):
      return "错误：\(owner) 的状态是 \(state)，但它的视图\(inWindow ? "在" : "不在") window 中："
        + "转场已经结束，所以 UIKit 不会为此给 \(owner) 发任何回调（X-8）。"
    case .putBackUnder(let parent, let owner, let container):
      return "错误：\(parent) 自己摆放子控制器的视图（\(Self.rule(container))），而这一行手动把 "
        + "\(owner) 的视图放回了 window，所以 \(parent) 显示什么由 app 负责。"
    case .tookOut(let owners):
      return "错误：这把 \(ChineseSentence.list(owners)) 移出了 window，但 UIKit 不会为此发任何回调，"
        + "所以\(owners.count == 1 ? "它" : "它们")的状态仍是 appeared（X-8）。"
    }
  }

  private static func rule(_ container: Container) -> String {
    switch container {
    case .navigation: return "N-2"
    case .tab: return "TB-2"
    case .split: return "SV-1"
    }
  }
}
