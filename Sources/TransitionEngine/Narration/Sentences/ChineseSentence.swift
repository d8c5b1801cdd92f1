/// The Chinese (zh-Hans) sentences about callbacks, written from the events a phase really
/// has, as `AppearanceSentence`, `CallbackSentence`, `LifecycleSentence` and
/// `AppearanceTiming` write the English ones. A rule ID stays between ASCII brackets, `(N-4)`,
/// so that it reads as the same rule in both languages.
enum ChineseSentence {
  /// Names as a Chinese sentence lists them: "A", "A 和 B", "A、B 和 C".
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: "、") + " 和 " + last
  }

  /// The transition an English noun names, as the Chinese says it.
  static func noun(_ noun: String) -> String {
    switch noun {
    case "presentation": return " present "
    case "dismissal": return " dismiss "
    default: return " \(noun) "
    }
  }

  /// `Inbox 收到 viewWillDisappear，然后 Message 收到 viewWillAppear`, in the order of the
  /// will-callbacks in `events`; nil when there is none.
  static func will(_ events: [LifecycleEvent]) -> String? {
    let runs = AppearanceSentence.runs(events, \.isWill)
    guard !runs.isEmpty else { return nil }
    return runs.map { list($0.names) + " 收到 " + method($0.kind) }.joined(separator: "，然后 ")
  }

  /// `will(events)` with its rule and a full stop, or `none` when no will-callback came.
  static func will(_ events: [LifecycleEvent], rule: String, none: String) -> String {
    will(events).map { "\($0) (\(rule))。" } ?? none
  }

  /// `did 回调：Inbox 的 viewDidDisappear，然后 Message 的 viewDidAppear (13.3)。`, or a
  /// sentence saying there are none.
  static func didCallbacks(_ events: [LifecycleEvent], rule: String) -> String {
    let runs = AppearanceSentence.runs(events) { !$0.isWill }
    guard !runs.isEmpty else { return "这个阶段没有 did 回调。" }
    let calls = runs.map { list($0.names) + " 的 " + method($0.kind) }
    return "did 回调：" + calls.joined(separator: "，然后 ") + " (\(rule))。"
  }

  /// Every appearance callback of `events` (with `viewIsAppearing`) in order, neighbours of
  /// one controller together: `Detail 的 viewWillDisappear 和 viewDidDisappear，然后 …(N-6)。`
  static func sequence(_ events: [LifecycleEvent], rule: String) -> String {
    var groups: [(name: String, calls: [String])] = []
    for case .controller(let id, let callback) in events {
      switch callback {
      case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        let call = String(callback.description.prefix { $0 != "(" })
        if let last = groups.last, last.name == id.name {
          groups[groups.count - 1].calls.append(call)
        } else {
          groups.append((id.name, [call]))
        }
      default: continue
      }
    }
    guard !groups.isEmpty else { return "没有任何 appearance 回调。" }
    return groups.map { "\($0.name) 的 " + list($0.calls) }.joined(separator: "，然后 ")
      + " (\(rule))。"
  }

  /// ` Feed 收不到任何 appearance 回调，保持 appeared：… (M-9)。` when `name` hears none in
  /// `events`; empty when it hears one.
  static func silent(
    _ name: String, in events: [LifecycleEvent], state: AppearanceState?, reason: String,
    rule: String = "M-9"
  ) -> String {
    guard !AppearanceSentence.hearing(events).contains(name) else { return "" }
    let stays = state.map { "，保持 \($0.rawValue)" } ?? ""
    return "\(name) 收不到任何 appearance 回调\(stays)：\(reason) (\(rule))。"
  }

  /// Where `viewIsAppearing` falls and the layout pass after it (§13, LC-2).
  static func isAppearingNow(_ name: String, _ events: [LifecycleEvent]) -> String {
    let layout = layout(events)
    guard CallbackSentence.hasAppearing(events) else { return layout }
    return "\(name) 的视图已在 window 中并由它的 superview 摆好位置，所以 viewIsAppearing "
      + "现在到来：与 viewWillAppear 在同一个 CATransaction 中，在动画的第一帧之前 (13)。"
      + layout
  }

  /// The layout pass of the controllers that got one in `events` (LC-2); empty when none did.
  static func layout(_ events: [LifecycleEvent]) -> String {
    let names = controllers(in: events) { $0 == .viewWillLayoutSubviews }
    guard !names.isEmpty else { return "" }
    let appearing = CallbackSentence.hasAppearing(events)
    var pass: String
    if names.count == 1 {
      pass = "\(names[0]) 的视图随即布局"
      if appearing { pass += "，紧跟在它的 viewIsAppearing 之后（WWDC23 的 appearance 图示的顺序）" }
      pass += "：先 viewWillLayoutSubviews，再 viewDidLayoutSubviews (LC-2)。"
    } else {
      pass = list(names) + " 的视图依次布局，父控制器在前：每个控制器先收到 viewWillLayoutSubviews，"
      pass += "再收到 viewDidLayoutSubviews"
      if appearing { pass += "，都紧跟在各自的 viewIsAppearing 之后（WWDC23 的顺序；父子之间如何交错是推断的）" }
      pass += " (LC-2)。"
    }
    return pass + updateProperties(events)
  }

  /// iOS 26's `updateProperties()` right before the layout pass (L-2, L-3, Q-27).
  private static func updateProperties(_ events: [LifecycleEvent]) -> String {
    let names = controllers(in: events) { $0 == .updateProperties }
    guard !names.isEmpty else { return "" }
    return "在 iOS 26 上，" + list(names) + " 在这次布局之前收到 updateProperties()：UIKit 先更新 "
      + "traits，再更新 properties，最后布局 (L-2)。它在 appearance 回调之间的位置，以及它不需要显式的 "
      + "setNeedsUpdateProperties() 就会到来，是对 Apple 未说明之处最简单的理解，不是文档写明的顺序 (L-3, Q-27)。"
  }

  /// ` 然后 UIKit 调用 animator 的 animationEnded(true) 。` when `events` have it.
  static func animationEnded(_ events: [LifecycleEvent]) -> String {
    for case .animator(let call) in events {
      if case .animationEnded = call { return "然后 UIKit 调用 animator 的 \(call) (X-5)。" }
    }
    return ""
  }

  /// `` `completion` 闭包在 Feed 的 viewDidDisappear 之后执行 (D-5)，然后是 `animationEnded`。``
  static func completion(after phases: [Phase], _ events: [LifecycleEvent]) -> String {
    let ended = events.contains { event in
      if case .animator(.animationEnded) = event { return true }
      return false
    }
    return "`completion` 闭包在 " + (lastDid(in: phases) ?? "转场") + " 之后执行 (D-5)"
      + (ended ? "，然后是 `animationEnded`。" : "。")
  }

  /// `Feed 的 viewDidDisappear`: the last did-callback of the latest phase that has one.
  static func lastDid(in phases: [Phase]) -> String? {
    for phase in phases.reversed() {
      let runs = AppearanceSentence.runs(phase.events) { !$0.isWill }
      if let last = runs.last, let name = last.names.last {
        return "\(name) 的 \(method(last.kind))"
      }
    }
    return nil
  }

  /// The method of an appearance callback, as UIKit names it.
  static func method(_ kind: AppearanceSentence.Kind) -> String {
    switch kind {
    case .willAppear: return "viewWillAppear"
    case .willDisappear: return "viewWillDisappear"
    case .didAppear: return "viewDidAppear"
    case .didDisappear: return "viewDidDisappear"
    }
  }

  /// The controllers whose callbacks `matches` accepts in `events`, first heard first.
  private static func controllers(
    in events: [LifecycleEvent], _ matches: (Callback) -> Bool
  ) -> [String] {
    var names: [String] = []
    for case .controller(let id, let callback) in events
    where matches(callback) && !names.contains(id.name) {
      names.append(id.name)
    }
    return names
  }
}
