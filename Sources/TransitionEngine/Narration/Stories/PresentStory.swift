/// The explanations shown for each phase of a presentation, written from the facts of one
/// `present` call.
struct PresentStory {
  let presented: String
  let presenter: String
  let source: String
  let requested: PresentationStyle
  let style: PresentationStyle
  let controllerClass: String
  let grabbing: Bool
  let placement: PresentationPlacement
  let adaptiveNone: Bool
  let ios: Int
  /// The sheet's look once its card is in place (M-4, M-10, M-11); nil for other styles.
  var sheet: SheetStory?
  /// The zoom transition's sentence (N-12); nil for the built-in animations.
  var zoom: String?
  /// Q-24: why a zoom the controller asks for does not run with this style; empty else.
  var zoomRefused = ""
  /// The transition style's start (M-8, MT-1 to MT-4); nil without UIKit's own animation.
  var motion: String?
  /// The transition style's state in the `animating` or `interactive` phase.
  var midway: String?
  /// `motion` and `midway` in Chinese; nil where they have none yet.
  var motionChinese: String?
  var midwayChinese: String?
  /// The events of the to-view phase, for the viewIsAppearing sentence (§13).
  var events: [LifecycleEvent] = []
  var appearing: Bool { !events.isEmpty }
  /// An alert controller's and a popover anchor's sentences (M-17, M-18, M-19); empty else.
  var alert = ""
  /// What the developer's own presentation controller did, in place of the style's chrome
  /// sentence (PC-6); nil for UIKit's controllers and the scene's `custom:` key.
  var ownController: String?
  /// The presenter is itself shown in a sheet's card and the style removes its view (Q-33).
  var presenterInCard = false
  /// `zoom`, `zoomRefused`, `alert` and `ownController` in Chinese: nil (or, for the zoom
  /// refusal and the alert, empty) exactly where the English is.
  var zoomChinese: String?
  var zoomRefusedChinese = ""
  var alertChinese = ""
  var ownControllerChinese: String?

  var styleName: String { style.rawValue }

  /// "A fullScreen presentation", "An overFullScreen presentation": a sentence's subject.
  private var presentationName: String {
    let article = CallbackSentence.article(styleName)
    return article.prefix(1).uppercased() + article.dropFirst() + " \(styleName) presentation"
  }

  /// Why the presenter is who it is (P-1..P-3) and how the style was settled (§5, A-3).
  private var who: String {
    var text: String
    if presenter == source {
      text = "\(presenter) presents \(presented) itself. "
    } else if placement == .window {
      text =
        "present was called on \(source), but \(CallbackSentence.article(styleName)) \(styleName) presentation needs a presenter "
        + "that covers the screen, so UIKit walks up to \(presenter) (P-1, P-2). "
    } else {
      text =
        "present was called on \(source); a current-context style walks up the parents to the "
        + "first controller that defines the presentation context, \(presenter) (P-3, P-4). "
    }
    if requested != style && !requested.isAlertController {
      text +=
        "The \(requested.rawValue) request adapts to \(styleName) in these size classes (A-3). "
      if requested == .popover && style == .fullScreen && ios <= 12 {
        text +=
          "Sources differ on this case (Q-4): the header says fullScreen, the programming guide "
          + "overFullScreen; TransitionScope follows the header. "
      }
    } else if adaptiveNone && requested == .popover {
      text += "The adaptive delegate returns .none, so the popover stays a popover (A-2). "
    }
    if requested == .currentContext || requested == .overCurrentContext {
      text +=
        "Sources differ on compact width (Q-5): the guide says these styles turn full screen, "
        + "modern iPhones keep them in context; TransitionScope keeps them. "
    }
    return text
  }

  var containerReady: String {
    let container =
      placement == .window
      ? "a new UITransitionView on top of the window's subviews"
      : "a new UITransitionView inside \(presenter)'s superview, just above its view (T-1, "
        + "T-2, T-3, T-8; that is where the decompiled code puts it, though some bug reports "
        + "saw it land higher up, Q-3)"
    let grab =
      grabbing
      ? "\(presentationName) removes the presenter's view (shouldRemovePresentersView is true), so "
        + "UIKit moves \(presenter)'s view into the container first: it is the from-view (T-4). "
        + "It goes below where the presented view will be; its exact index is not confirmed (Q-2)."
        + (presenterInCard
          ? " \(presenter) is shown in a sheet's card, so its view leaves that card, and the "
            + "card stays behind, empty. No source shows which controller presents here, "
            + "whether the sheet's view leaves its card, or what stays beneath: all of this is "
            + "inferred [I] (Q-33)." : "")
      : "\(presentationName) leaves the presenter's view where it is (shouldRemovePresentersView is "
        + "false), so the from-view is nil and \(presenter)'s view stays beside the container (T-4)."
    return who + alert + zoomRefused
      + "The links presentingViewController / presentedViewController are set now "
      + "(P-7). The containerView is \(container)" + (placement == .window ? " (T-2, T-3). " : ". ")
      + grab
  }

  /// The will-begin phase, its callback sentences written from the phase's `events` (13.1);
  /// `presenterState` is the presenter's appearance state at that moment.
  func willBegin(_ events: [LifecycleEvent], presenterState: AppearanceState?) -> String {
    let styleChrome =
      requested.isAlertController && style != .popover
      ? "It inserts its chrome, a UIDimmingView, at index 0 of the container (M-18). "
      : PresentationRules.hasDimmingView(style)
        ? "It adds its chrome, a UIDimmingView, to the container (PC-6, M-4/M-6). "
        : style == .custom
          ? "UIPresentationController itself adds no chrome; a subclass may add its own (PC-6). "
          : "This style adds no chrome. "
    let chrome = ownController.map { $0 + " " } ?? styleChrome
    let callbacks = AppearanceSentence.will(
      events, rule: "13.1", none: "No appearance callbacks start.")
    // M-9: a style that leaves the presenter's view in the window sends it nothing.
    let silent = AppearanceSentence.silent(
      presenter, in: events, state: presenterState,
      reason: "its view stays in the window")
    return "\(controllerClass).presentationTransitionWillBegin() runs. " + chrome + callbacks
      + silent
  }

  var toViewAdded: String {
    let wrapper: String
    if PresentationRules.isCard(style) {
      wrapper =
        "The to-view is the sheet's card: UIDropShadowView > UIView > UIView > \(presented)'s "
        + "view (M-4, X-3)."
    } else if style == .popover {
      wrapper = "The to-view is the _UIPopoverView that holds \(presented)'s view (M-6, X-3)."
    } else if requested.isAlertController {
      wrapper =
        "The to-view is \(presented)'s own view, a \(AlertPresentation.viewClass) as large as "
        + "the screen that holds the alert's card, straight in the container above the dimming "
        + "view (M-18). The alert controller plays its own animator, whose motion is not in the "
        + "sources, so the picture shows the view in place (unknown)."
    } else {
      wrapper = "The to-view is \(presented)'s own view, straight in the container (M-1)."
    }
    let motion =
      zoom.map { " " + $0 } ?? motion.map { " " + $0 } ?? ""
    let look = sheet.map { " " + SheetStory.trimmed($0.look + $0.pushBackStarting) } ?? ""
    return "The animator adds the to-view to the container at finalFrame(for:) = "
      + "frameOfPresentedViewInContainerView (PC-4). " + wrapper + motion + " "
      + (appearing ? AppearanceTiming.isAppearingNow(presented, events) : "") + look
  }

  var animating: String {
    "Half-way through the animation." + (midway.map { " " + $0 } ?? "")
  }

  var interactive: String {
    "The user drives the presentation by hand; it is \(TransitionAnimation.interactivePercent) of the way in (T-5)."
      + (midway.map { " " + $0 } ?? "")
  }

  /// The completed phase; its did-callback sentence is written from the phase's `events`.
  func completed(animated: Bool, _ events: [LifecycleEvent]) -> String {
    let start =
      animated
      ? "completeTransition(true), then presentationTransitionDidEnd(true). "
      : "Without animation everything happens at once. "
        + (sheet.map { SheetStory.trimmed($0.look + $0.pushBack) + " " } ?? "")
    let end =
      grabbing
      ? "UIKit takes \(presenter)'s view out of the window now (M-1): \(CallbackSentence.article(styleName)) \(styleName) "
        + "presentation covers it, so only the presented view is drawn. "
        + CallbackSentence.didCallbacks(events, rule: "13.1")
      : "\(presenter)'s view is still in the window under the container: nothing was removed "
        + "(\(keepingRule.map { $0 + ", " } ?? "")M-9)."
    return start + end
  }

  /// The rule of this style that leaves the presenter's view in the window: the over styles'
  /// (M-3), the sheets' (M-4 from iOS 13, M-5 before), the popover's (M-6), custom's (M-7),
  /// the alert's (M-18) and the action sheet's (M-19); nil for the styles that remove it.
  var keepingRule: String? {
    if requested.isAlertController { return requested == .alert ? "M-18" : "M-19" }
    switch style {
    case .pageSheet, .formSheet, .automatic: return ios >= 13 ? "M-4" : "M-5"
    case .popover: return "M-6"
    case .custom: return "M-7"
    case .alert: return "M-18"
    case .actionSheet: return "M-19"
    case .overFullScreen, .overCurrentContext: return "M-3"
    case .fullScreen, .currentContext: return nil
    }
  }

  /// The after phase; the completion sentence is written from the step's `phases` so far and
  /// the after phase's `events`.
  func after(_ phases: [Phase], _ events: [LifecycleEvent]) -> String {
    CallbackSentence.completion(after: phases, events) + " The container stays as long as "
      + "\(presented) is presented."
  }

  var cancelled: String {
    "completeTransition(false): presentationTransitionDidEnd(false), the container is removed, "
      + "the presenter's view is back where it was, and \(presented)'s appearance is undone "
      + "(T-5)."
  }

  /// `changes`: what differs from the window when the presentation began.
  func afterCancel(changes: [String]) -> String {
    changes.isEmpty
      ? "Nothing is presented; the tree is what it was before the step."
      : "Nothing is presented, but the tree is not exactly what it was before the step: "
        + changes.joined(separator: "; ") + "."
  }
}
