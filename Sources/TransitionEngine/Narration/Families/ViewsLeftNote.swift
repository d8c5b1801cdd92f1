/// A controller's view the app's code left somewhere by hand, now in the window without a
/// controller forwarding its callbacks, or carried in and out of it (K-5, K-2)
/// (`YourCode/World+ViewsLeftByCode`). In English and Chinese.
enum ViewsLeftNote: NoteFamily {
  /// Why a view is in the window while its controller is in no controller tree.
  enum Cause: Sendable, Hashable {
    /// `container`, whose children the app's code changed, let go of `name` [I].
    case letGo(container: String, name: String)
    /// The app's code called `holder.removeFromParent()` and left the view in `host` (K-2);
    /// `holder` is nil when it is the controller's own view.
    case leftAfterRemove(name: String, holder: String?, host: String?)
    /// The app's code put the view (or `holder`'s, which holds it) into `host` by hand.
    case putByHand(holder: String?, host: String?)
  }

  /// `owner`'s view is in the window but `owner` is in no controller tree, for `cause`.
  case noController(owner: String, cause: Cause, state: String)
  /// `name`'s view is in (or out of) the window inside `host`, where the app's code put it
  /// (or `holder`'s view); it still counts as `state`.
  case carried(name: String, inWindow: Bool, host: String?, holder: String?, state: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] { [] }

  var english: String {
    switch self {
    case .noController(let owner, let cause, let state):
      return "\(owner)'s view is in the window but \(owner) is in no controller tree: "
        + "\(Self.english(cause)), so no appearance callbacks reach \(owner) (K-5) and it "
        + "counts as \(state)."
    case .carried(let name, let inWindow, let host, let holder, let state):
      return "\(name)'s view is \(inWindow ? "in" : "out of") the window inside "
        + "\(Self.english(host)), where the app's code put "
        + "\(holder.map { "\($0)'s view" } ?? "it") by hand; UIKit tells "
        + "\(name) only what the controller tree forwards (K-5), so it still counts as "
        + "\(state)."
    }
  }

  var chinese: String {
    switch self {
    case .noController(let owner, let cause, let state):
      return "\(owner) 的视图在 window 中，但 \(owner) 不在控制器树中：\(Self.chinese(cause))，"
        + "所以没有 appearance 回调能到达 \(owner)（K-5），它的状态是 \(state)。"
    case .carried(let name, let inWindow, let host, let holder, let state):
      return "\(name) 的视图\(inWindow ? "在" : "不在") window 中，位于 \(Self.chinese(host)) 里，"
        + "是 app 的代码手动把\(holder.map { " \($0) 的视图" } ?? "它")放在那里的；UIKit 只告诉 "
        + "\(name) 控制器树转发给它的回调（K-5），所以它的状态仍是 \(state)。"
    }
  }

  private static func english(_ host: String?) -> String {
    host.map { "\($0)'s view" } ?? "a view"
  }

  private static func chinese(_ host: String?) -> String {
    host.map { "\($0) 的视图" } ?? "一个视图"
  }

  private static func english(_ cause: Cause) -> String {
    switch cause {
    case .letGo(let container, let name):
      return "\(container), whose children the app's code changed by hand, let go of \(name) "
        + "but left its view in place [I]"
    case .leftAfterRemove(let name, let holder, let host):
      return
        (holder.map {
          "it rides inside \($0)'s view, which the app's code left after \($0).removeFromParent()"
        } ?? "the app's code called \(name).removeFromParent() but left its view")
        + " in \(english(host)) (K-2)"
    case .putByHand(let holder, let host):
      return
        (holder.map { "it rides inside \($0)'s view, which the app's code put" }
        ?? "the app's code put its view") + " into \(english(host)) by hand"
    }
  }

  private static func chinese(_ cause: Cause) -> String {
    switch cause {
    case .letGo(let container, let name):
      return "app 的代码手动改过 \(container) 的子控制器，\(container) 放开了 \(name)，"
        + "却把它的视图留在原处 [I]"
    case .leftAfterRemove(let name, let holder, let host):
      return
        (holder.map {
          "它位于 \($0) 的视图里，而 app 的代码在 \($0).removeFromParent() 之后把那个视图留在了"
        } ?? "app 的代码调用了 \(name).removeFromParent()，却把它的视图留在了")
        + " \(chinese(host)) 中（K-2）"
    case .putByHand(let holder, let host):
      return
        (holder.map { "它位于 \($0) 的视图里，而 app 的代码手动把那个视图放进了" }
        ?? "app 的代码手动把它的视图放进了") + " \(chinese(host))"
    }
  }
}
