/// What `setViewControllers(_:animated:)` says (`Planner+SetViewControllers`): the whole
/// stack replaced through one transition chosen by the new top (N-16, Q-30), and the old top
/// leaving after a zoom push (N-16, Q-30). The words are in English and Chinese here.
enum StackNote: NoteFamily {
  /// The stack is replaced; what the new top makes of it.
  case replaced(nav: String, names: [String], top: String, outcome: Outcome)
  /// After a zoom push the old top, not in the new array, leaves the stack (N-16, Q-30).
  case oldTopLeaves(oldTop: String, names: [String])

  /// The transition the new top chooses.
  enum Outcome: Sendable, Hashable {
    /// The new top is on top already: no transition.
    case alreadyOnTop
    /// The new top is in the stack below: a pop; the old top may stay lower (N-16).
    case pop(oldTop: String, keepsOldTop: Bool)
    /// The new top is new to the stack: a push.
    case push
  }

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] {
    switch self {
    case .replaced(let nav, _, let top, let outcome):
      return outcome == .alreadyOnTop ? [] : [nav, top]
    case .oldTopLeaves: return []
    }
  }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote {
    PhaseNote(
      .told(ToldNote(english: english, chinese: chinese)), role: role, controllers: controllers)
  }
}

extension StackNote {
  /// The words in English.
  var english: String {
    switch self {
    case .replaced(let nav, let names, let top, let outcome):
      return "setViewControllers(_:animated:) replaces \(nav)'s whole stack with "
        + CallbackSentence.list(names) + "; UIKit runs one transition chosen by the new top, "
        + "\(top) (N-16). Controllers below the top join or leave first, with their "
        + "containment callbacks and no appearance callbacks; when exactly they hear "
        + "willMove and didMove is not documented (Q-30) [I]." + outcome.english(top)
    case .oldTopLeaves(let oldTop, let names):
      return "Then the old top \(oldTop), which is not in the new array, leaves the stack: "
        + "willMove(toParent: nil) and didMove(toParent: nil) (N-16; their moment is "
        + "inferred, Q-30). The stack is exactly " + CallbackSentence.list(names) + "."
    }
  }

  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .replaced(let nav, let names, let top, let outcome):
      return "setViewControllers(_:animated:) 把 \(nav) 的整个栈换成 "
        + ChineseSentence.list(names) + "；UIKit 只执行一次转场，由新的栈顶 \(top) 决定 "
        + "(N-16)。栈顶以下的控制器先加入或离开，收到容器回调，没有 appearance 回调；它们究竟"
        + "在什么时候收到 willMove 和 didMove，没有文档说明 (Q-30) [I]。" + outcome.chinese(top)
    case .oldTopLeaves(let oldTop, let names):
      return "然后不在新数组里的旧栈顶 \(oldTop) 离开栈：willMove(toParent: nil) 和 "
        + "didMove(toParent: nil)（N-16；它们的时机是推断的，Q-30）。栈现在正好是 "
        + ChineseSentence.list(names) + "。"
    }
  }
}

extension StackNote.Outcome {
  /// What the new top makes of it, in English, with the space in front.
  func english(_ top: String) -> String {
    switch self {
    case .alreadyOnTop:
      return " \(top) is already on top, so no transition runs and no appearance "
        + "callbacks fire."
    case .pop(let oldTop, let keepsOldTop):
      return " \(top) is already in the stack, so the transition is a pop."
        + (keepsOldTop
          ? " \(oldTop) is in the new array too: the pop takes its view off the screen "
            + "but it stays in the stack, below \(top) (N-16)." : "")
    case .push: return " \(top) is new to the stack, so the transition is a push."
    }
  }

  /// What the new top makes of it, in Chinese.
  func chinese(_ top: String) -> String {
    switch self {
    case .alreadyOnTop:
      return "\(top) 已经在栈顶，所以不执行转场，也不触发 appearance 回调。"
    case .pop(let oldTop, let keepsOldTop):
      return "\(top) 已经在栈里，所以这次转场是 pop。"
        + (keepsOldTop
          ? "\(oldTop) 也在新数组里：pop 把它的视图移出屏幕，但它留在栈里，位于 \(top) 之下 "
            + "(N-16)。" : "")
    case .push: return "\(top) 是栈里新来的，所以这次转场是 push。"
    }
  }
}
