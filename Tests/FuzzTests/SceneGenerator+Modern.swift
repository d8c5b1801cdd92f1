/// The newer parts of the scene format in generated scenes: sheet configurations and detent
/// steps, animator blocks, `code` steps, segues (custom ones with a `perform` block), zoom
/// transitions, custom chrome and wrapped presented views, and swipes that complete.
extension SceneGenerator {
  static let detents = ["medium", "large", "{custom: Peek, height: 120}"]
  static let detentNames = ["medium", "large", "Peek", "huge"]
  static let segueKinds = ["show", "showDetail", "present", "popover", "custom"]

  /// Newer controller keys, each now and then.
  mutating func modernOptions() -> [String] {
    var keys: [String] = []
    if rng.oneIn(8) { keys.append("background: \(rng.pick(["translucent", "clear"], or: ""))") }
    if rng.oneIn(8) {
      let source = rng.pick(["UILabel", "UIButton", "UIImageView"], or: "UILabel")
      keys.append("preferredTransition: zoom, zoomSource: \(source)")
    }
    if rng.oneIn(8) { keys.append(lifecycleHook()) }
    return keys + barOptions() + popoverOptions()
  }

  /// P-10–P-12: a present from a lifecycle callback, now and then under a callback name no
  /// scene can present from (a located error).
  private mutating func lifecycleHook() -> String {
    let key = rng.pick(
      [
        "onViewDidLoad", "onViewWillAppear", "onViewDidAppear", "onViewDidAppear",
        "onViewWillDisappear",
      ], or: "onViewDidAppear")
    let presented = rng.oneIn(3) ? known() : fresh()
    var parts = ["present: \(presented)"]
    if rng.oneIn(2) { parts.append("style: \(rng.pick(Self.styles, or: "fullScreen"))") }
    if rng.oneIn(4) { parts.append("animated: false") }
    if rng.oneIn(3) { parts.append("once: true") }
    return "\(key): {\(parts.joined(separator: ", "))}"
  }

  /// Extra lines for a `present` step: a sheet configuration, custom chrome, an animator.
  mutating func modernPresentLines(style: String, customFrame: Bool) -> [String] {
    var lines: [String] = []
    let sheets = ["pageSheet", "formSheet", "automatic", "popover"]
    if sheets.contains(style) && rng.oneIn(3) { lines.append("  sheet: \(sheet())") }
    if style == "custom" && customFrame && rng.oneIn(2) {
      lines.append(
        "  custom: {frame: \(frame()), chrome: [DimmingView], presentedView: wrapper}")
    }
    // M-17: an anchor, mostly on the styles that take one; elsewhere a located error.
    let anchored = style == "popover" || style == "actionSheet"
    if anchored ? rng.oneIn(2) : rng.oneIn(12) { lines.append("  anchor: \(anchor())") }
    lines += passthroughLines(style: style)  // M-22
    if rng.oneIn(5) { lines += animator() }
    return lines
  }

  /// An `anchor:` mapping: sourceView (with or without sourceRect), a bar button item or a
  /// sourceItem; now and then a sourceRect alone, which must fail with a located error.
  private mutating func anchor() -> String {
    let slot = rng.oneIn(2) ? "leftBarButtonItem" : "rightBarButtonItem"
    switch rng.below(5) {
    case 0: return "{sourceView: \(known())}"
    case 1: return "{sourceView: \(known()), sourceRect: \(frame())}"
    case 2: return "{barButtonItem: \(slot)}"
    case 3: return "{sourceItem: \(rng.oneIn(2) ? slot : known())}"
    default: return "{sourceRect: \(frame())}"
    }
  }

  /// A `sheet:` mapping with some of its keys.
  private mutating func sheet() -> String {
    var keys: [String] = []
    let detents = Self.detents.filter { _ in !rng.oneIn(3) }
    if !detents.isEmpty || rng.oneIn(4) {
      keys.append("detents: [\(detents.joined(separator: ", "))]")
    }
    // Mostly one of the sheet's own detents; now and then one it does not have.
    let names = zip(Self.detents, Self.detentNames).filter { detents.contains($0.0) }.map(\.1)
    func detent() -> String {
      rng.oneIn(8) ? rng.pick(Self.detentNames, or: "huge") : rng.pick(names, or: "large")
    }
    if rng.oneIn(2) { keys.append("selected: \(detent())") }
    if rng.oneIn(3) { keys.append("largestUndimmed: \(detent())") }
    if rng.oneIn(3) { keys.append("grabber: \(rng.oneIn(2))") }
    if rng.oneIn(4) { keys.append("edgeAttachedInCompactHeight: \(rng.oneIn(2))") }
    if rng.oneIn(4) {
      keys.append("widthFollowsPreferredContentSizeWhenEdgeAttached: \(rng.oneIn(2))")
    }
    // V-2: placement loads on iOS 27 and later only; other versions give a located error.
    if rng.oneIn(5) {
      keys.append("placement: " + rng.pick(["automatic", "leading", "center", "trailing"], or: ""))
    }
    return "{\(keys.joined(separator: ", "))}"
  }

  /// An `animator:` block: views added and removed in odd orders, a completion or none.
  mutating func animator() -> [String] {
    var views = ["toView", "fromView", "toVC.view", "fromVC.view"]
    var body: [String] = []
    // X-14: now and then a view of the animator's own, and parents outside the container.
    if rng.oneIn(3) {
      body.append(
        "let made = "
          + rng.pick(
            [
              "UIView()", "UIView(frame: CGRect(x: 10, y: -20, width: 80, height: 9000))",
              "DimmingView(frame: .zero)",
              "UIImageView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))",
            ], or: "UIView()"))
      views.append("made")
      if rng.oneIn(2) { body.append("made.backgroundColor = .black") }
    }
    let parents = [
      "containerView", "containerView", "UIApplication.shared.keyWindow", "fromView.superview",
      "toVC.view.superview", "fromVC.view", rng.pick(views, or: "toView"),
    ]
    for _ in 0..<(1 + rng.below(3)) {
      let view = rng.pick(views, or: "toView")
      let other = rng.pick(views, or: "fromView")
      let parent = rng.oneIn(3) ? rng.pick(parents, or: "containerView") : "containerView"
      switch rng.below(9) {
      case 0, 1: body.append("\(parent).addSubview(\(view))")
      case 2: body.append("\(parent).insertSubview(\(view), belowSubview: \(other))")
      case 3: body.append("\(parent).insertSubview(\(view), aboveSubview: \(other))")
      case 4: body.append("\(parent).bringSubviewToFront(\(view))")
      case 5: body.append("\(parent).sendSubviewToBack(\(view))")
      case 6:
        body.append(
          "\(parent).exchangeSubview(at: \(rng.below(3)), withSubviewAt: \(rng.below(3)))")
      case 7:
        body.append(
          "\(rng.pick(["containerView", view], or: view)).subviews.forEach { $0.removeFromSuperview() }"
        )
      default: body.append("\(view).removeFromSuperview()")
      }
    }
    if !rng.oneIn(6) {
      let argument = rng.pick(
        ["true", "true", "false", "!transitionContext.transitionWasCancelled"], or: "true")
      body.append("transitionContext.completeTransition(\(argument))")
    }
    return ["  animator: |"] + body.map { "    " + $0 }
  }

  /// The controller a step target names (`C5` or the name of `{vc: C5, …}`).
  static func leadName(_ target: String) -> String {
    guard target.hasPrefix("{"), let colon = target.firstIndex(of: ":") else { return target }
    let rest = target[target.index(after: colon)...].drop { $0 == " " }
    return String(rest.prefix { $0 != "," && $0 != "}" })
  }

  /// A step of a newer kind: a detent change, a `code` step or a segue.
  mutating func modernStep() -> [String] {
    switch rng.below(4) {
    case 0 where !presented.isEmpty:
      let on = rng.pick(presented, or: "C1")
      let detent = rng.oneIn(4) ? rng.pick(Self.detentNames, or: "large") : "large"
      var lines = ["- detent: \(detent)", "  on: \(on)"]
      if rng.oneIn(2) { lines.append("  interactive: true") }
      return lines
    case 0, 1:
      return ["- code: |"] + codeBlock(names: nil).map { "    " + $0 }
    default:
      let kind = rng.pick(Self.segueKinds, or: "show")
      let from = known()
      var lines = ["- segue: \(target())", "  from: \(from)", "  kind: \(kind)"]
      if kind == "custom" {
        lines.append("  perform: |")
        lines += codeBlock(names: ["source", "destination", "source.parent"]).map { "    " + $0 }
      }
      return lines
    }
  }

  /// Lines of a `code` or `perform` block on controllers of the scene (or the segue's names).
  private mutating func codeBlock(names: [String]?) -> [String] {
    var lines: [String] = []
    for _ in 0..<(1 + rng.below(5)) {
      func name() -> String {
        if let names, !rng.oneIn(4) { return rng.pick(names, or: "source") }
        return known()
      }
      let a = name()
      let c = name()
      let kind = rng.below(15)
      // The added, presented or pushed controller, the `to:` of transition, or a new stack's
      // controller may be new.
      let introduces = [0, 1, 5, 6, 8, 9, 10, 12, 13, 14].contains(kind)
      let b = introduces && rng.oneIn(5) ? fresh() : name()
      let animated = rng.oneIn(3) ? ", animated: \(rng.oneIn(2))" : ""
      switch kind {
      case 0, 1: lines.append("\(a).addChild(\(b))")
      case 2: lines.append("\(c).removeFromParent()")
      case 3: lines.append("\(c).willMove(toParent: \(rng.oneIn(2) ? "nil" : a))")
      case 4: lines.append("\(c).didMove(toParent: \(rng.oneIn(2) ? "nil" : a))")
      case 5: lines.append("\(a).view.addSubview(\(b).view)")
      case 6:
        let position = rng.oneIn(2) ? "belowSubview: \(c).view" : "at: \(rng.below(3))"
        lines.append("\(a).view.insertSubview(\(b).view, \(position))")
      case 7: lines.append("\(c).view.removeFromSuperview()")
      case 8, 9: lines.append("\(a).transition(from: \(c), to: \(b))")
      case 10: lines.append("\(a).present(\(b)\(animated))")
      case 11 where rng.oneIn(4):
        // P-13, D-5: a completion block whose present runs after the dismissal.
        lines += ["\(a).dismiss(animated: true) {", "  \(c).present(\(b)\(animated))", "}"]
      case 11:
        lines.append(
          rng.oneIn(2)
            ? "\(a).dismiss(\(animated.dropFirst(2)))"
            : "\(a).popViewController(\(animated.dropFirst(2)))")
      case 12 where rng.oneIn(3): lines.append(barCodeLine(a, c, animated: animated))
      case 12: lines.append("\(a).pushViewController(\(b)\(animated))")
      case 13:
        // N-16: the whole stack, now and then with a name twice (a located error).
        let stack = rng.oneIn(6) ? [b, b] : rng.oneIn(2) ? [c, b] : [b]
        lines.append("\(a).setViewControllers([\(stack.joined(separator: ", "))]\(animated))")
      default: lines.append("\(a).viewControllers = [\(rng.oneIn(8) ? "" : b)]")
      }
    }
    return lines
  }
}
