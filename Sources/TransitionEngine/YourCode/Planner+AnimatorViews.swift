extension Planner {
  /// The view a name stands for, or the reason it is nil.
  func resolve(_ view: CodeView, _ scope: TransitionContext) -> (ViewID?, String) {
    switch view {
    case .containerView: return (scope.container, "")
    case .toView: return (scope.toView, scope.toNilReason)
    case .fromView: return (scope.fromView, scope.fromNilReason)
    case .viewOf(let name):
      return (world[scope.controller(name)]?.view, "\(scope.controller(name))'s view is not loaded")
    case .snapshot(let number):
      return (scope.snapshots[number]?.view, "the snapshot was never made (its view was nil)")
    case .made(let number):
      return (scope.madeViews[number]?.view, "the view was never made")
    case .keyWindow:
      return (world.window, "")
    case .superview(let inner):
      let (id, reason) = resolve(inner, scope)
      guard let id else { return (nil, reason) }
      return (world.forest.superview(of: id), "\(describe(id, scope)) is in no view")
    }
  }

  /// Why `view` is nil, in Chinese (`resolve`'s reason); nil when there is no Chinese for it.
  func nilReasonChinese(_ view: CodeView, _ scope: TransitionContext) -> String? {
    let english = resolve(view, scope).1
    if english.hasSuffix("'s view is not loaded") {
      return "\(english.dropLast("'s view is not loaded".count)) 的视图尚未加载"
    }
    switch view {
    case .toView: return scope.toNilChinese
    case .fromView: return scope.fromNilChinese
    case .snapshot: return "快照从未生成（它的视图为 nil）"
    case .made: return "这个视图从未生成"
    case .superview(let inner):
      guard let id = resolve(inner, scope).0 else { return nilReasonChinese(inner, scope) }
      return "\(mention(id, scope).chinese) 不在任何视图中"
    default: return nil
    }
  }

  /// The line's words when `view` is nil, in both languages (X-3).
  func nilHereText(_ view: CodeView, _ scope: TransitionContext) -> CodeLineText {
    let english = AnimatorNilNote.nilHere(view: "\(view)", reason: resolve(view, scope).1)
    return CodeLineText(
      english: english.english,
      chinese: nilReasonChinese(view, scope).map {
        AnimatorNilNote.nilHere(view: "\(view)", reason: $0).chinese
      })
  }

  /// `the containerView`, `Card's view (the to-view)`, `the UIDropShadowView`.
  func describe(_ id: ViewID?, _ scope: TransitionContext) -> String {
    mention(id, scope).english
  }

  /// The view `id` as a note names it: what it is, and its part in the transition.
  func mention(_ id: ViewID?, _ scope: TransitionContext) -> ViewMention {
    guard let id, let node = world.forest.node(id) else {
      return ViewMention(subject: .none, part: .plain)
    }
    var subject = node.owner.map { ViewMention.Subject.controller($0) } ?? .uikit(node.className)
    if let made = scope.snapshots.values.first(where: { $0.view == id }) {
      subject = .snapshot(place: made.line.place)
    }
    if let mark = node.appMark { subject = .made(className: node.className, place: mark.madeAt) }
    if id == world.window { subject = .window }
    if id == scope.container { return ViewMention(subject: .container, part: .plain) }
    if id == scope.toView {
      return ViewMention(subject: subject, part: .toView(owned: node.owner != nil))
    }
    if id == scope.fromView { return ViewMention(subject: subject, part: .fromView) }
    return ViewMention(subject: subject, part: .plain)
  }
}
