/// The sentences that explain what a sheet looks like where it rests: the full-window look of
/// compact height (M-4, Q-18), the detent, dimming, grabber and card views (M-10) and the
/// push-back of what it came up over (M-11). Built from the world's state, not beside it.
struct SheetStory {
  let presented: String
  let controllerClass: String
  let presenter: String
  let coversWindow: Bool
  let edgeAttached: Bool
  let detent: String?
  let undimmed: Bool
  let grabber: Bool
  let decorated: Bool
  let pushesBack: Bool
  let pushedBackView: String
  /// The presentation whose card is pushed back, nil for the root wrapper's.
  let pushedBelow: String?
  let configurationIgnored: Bool
  /// `[a, 0, 0, a, 0, ty]` of the push-back on this window (M-11).
  let pushBackValues: String
  /// The card's iOS 26 inset transform, when it has one (M-13).
  let inset: String?
  /// True when the top grabber is hidden (M-14).
  let grabberHidden: Bool
  /// The card's width in compact height when edge-attached (M-15), and whether it follows
  /// `preferredContentSize`.
  let edgeWidth: (width: Double, follows: Bool)?
  /// iOS 27's preferredPlacement when the scene sets one (V-2).
  let placement: SheetPlacement?
  /// The sheet below whose grabber this dimming sheet hides (M-14).
  let dimsGrabberOf: String?
  /// A presented navigation controller's 56-pt bar (N-17).
  let navigationBar: String?
  /// `navigationBar` in Chinese.
  let navigationBarChinese: String?

  /// Nil unless `name` is presented as a sheet card right now.
  init?(world: World, name: String, configured: Bool = false) {
    guard let presentation = world.presentations[name],
      PresentationRules.isCard(presentation.style), world.environment.ios >= 13
    else { return nil }
    let layout = SheetLayout(
      geometry: world.geometry(of: presentation), sheet: presentation.sheet)
    let ios = world.environment.ios
    presented = name
    controllerClass = world[name]?.presentationControllerClass ?? "the sheet controller"
    presenter = presentation.presenter
    coversWindow = layout.coversWindow
    edgeAttached = world.environment.traits.vertical == .compact && !layout.coversWindow
    detent = ios >= 15 && layout.followsDetents ? layout.selectedDetent.identifier : nil
    undimmed = ios >= 15 && layout.isUndimmed
    grabber = ios >= 15 && presentation.sheet.grabber
    decorated = ios >= 15
    pushesBack = world.sheetPushesBack(name)
    let below = world.presentations[presentation.presenter]
    pushedBackView =
      below == nil
      ? "the root wrapper's UIDropShadowView"
      : "\(presentation.presenter)'s card (its UIDropShadowView)"
    pushedBelow = below == nil ? nil : presentation.presenter
    configurationIgnored = configured && ios < 15
    pushBackValues = world.pushBackTransform.description
    let frame = world.finalFrame(of: presentation)
    inset = layout.insetTransform(cardHeight: frame.height)?.description
    grabberHidden = grabber && layout.coversWindow
    edgeWidth =
      edgeAttached ? (frame.width, presentation.sheet.widthFollowsPreferredContentSize) : nil
    placement = presentation.sheet.placement
    let lower = world.presentations[presentation.presenter]
    dimsGrabberOf =
      lower.map { $0.sheet.grabber && PresentationRules.isCard($0.style) } == true
        && ios >= 15 && !layout.isUndimmed ? presentation.presenter : nil
    navigationBar = world.sheetNavigationBarNote(name)
    navigationBarChinese = world.sheetNavigationBarChinese(name)
  }

  /// What the card looks like and why: one paragraph for the to-view or a layout change.
  var look: String {
    var text = ""
    if configurationIgnored {
      text +=
        "The sheet: block needs iOS 15 (UISheetPresentationController); on this profile "
        + "UIKit has no detents or grabber, so it is ignored. "
    }
    if coversWindow {
      text +=
        "In compact height \(presented) stays a sheet: \(controllerClass) keeps it and lays "
        + "the card over the whole window (prefersEdgeAttachedInCompactHeight is false), and "
        + "\(presenter)'s view stays in the window (M-4). Sources differ here (Q-18): Apple's "
        + "style pages say a sheet behaves like fullScreen in compact height, the sheet API and "
        + "decompiled code keep the sheet controller; TransitionScope follows the latter. "
    } else if edgeAttached {
      text +=
        "prefersEdgeAttachedInCompactHeight is true, so in compact height the card stays "
        + "attached to the bottom edge (M-4, M-10). "
      if let edgeWidth {
        text +=
          edgeWidth.follows
          ? "widthFollowsPreferredContentSizeWhenEdgeAttached is true: the card is "
            + "\(Transform.format(edgeWidth.width)) pt wide, its preferredContentSize width, "
            + "no wider than the safe area (M-15; the cap is inferred). "
          : "It is as wide as the safe area, \(Transform.format(edgeWidth.width)) pt, "
            + "centred between the side insets, not the window's width (M-15). "
      }
      text +=
        "Its top sits 8 pt below the safe area's top and the medium detent is not separate "
        + "from the large one here; both come from decompiled metrics and a port of iOS 16 "
        + "(M-15, derived and inferred). "
    }
    if let navigationBar { text += navigationBar }
    if let detent {
      text += "The card rests at the \(detent) detent; its frame follows it (M-10). "
    }
    if let inset {
      text +=
        "On iOS 26 a card below its large detent is inset: its UIDropShadowView keeps the "
        + "full-width frame and gets transform = \(inset), leaving about 8 pt at both sides "
        + "and the bottom (M-13). The formula is derived from decompiled iOS 26.1 code, not "
        + "from Apple's words; the blend for very short cards is inferred. "
    }
    if undimmed {
      text +=
        "At or below the largest undimmed detent there is no visible dimming and \(presenter) "
        + "stays interactive; whether UIKit removes the dimming view or makes it clear is not "
        + "known (Q-19), here it stays with alpha 0 (M-10). "
    }
    if decorated {
      text +=
        "The card's UIDropShadowView holds first a _UIRoundedRectShadowView, alpha 0 as in a "
        + "real dump"
        + (grabber
          ? ", then after the clipping view two _UIGrabber views, the top one "
            + (grabberHidden
              ? "hidden (alpha 0) because the card covers the window in compact height (M-14), "
              : "shown, ")
            + "the bottom one faded (M-10). "
          : " (M-10). ")
    }
    if let placement {
      text +=
        placement == .automatic
        ? "preferredPlacement is .automatic, the system's choice; the card is where it is "
          + "today (V-2). "
        : "preferredPlacement is .\(placement.rawValue) (iOS 27). Where that puts a sheet, "
          + "and how it is sized, is not in any source, so the card is drawn where "
          + ".automatic puts it today; its real position is unknown (V-2). "
    }
    if let dimsGrabberOf {
      text +=
        "\(dimsGrabberOf)'s top _UIGrabber goes to alpha 0 while this sheet dims it and comes "
        + "back when it leaves; the view stays in the tree (M-14, from Apple's grabber page and "
        + "decompiled code). "
    }
    return text
  }

  /// After a detent change: whether the dimming shows and whether push-back holds.
  func dimming(wasPushingBack: Bool) -> SheetNote.Dimming {
    SheetNote.Dimming(
      undimmed: undimmed, presenter: presenter, pushBack: pushBackNote,
      wasPushingBack: wasPushingBack)
  }

  /// The push-back where the sheet rests, as a value (nil when nothing is pushed back).
  var pushBackNote: SheetNote.PushBack? {
    pushesBack ? SheetNote.PushBack(below: pushedBelow, values: pushBackValues) : nil
  }

  /// The push-back sentence for the first frame of an animated presentation: the transform
  /// grows with the card (M-11), or an empty string when nothing is pushed back.
  var pushBackStarting: String {
    guard pushesBack else { return "" }
    return "A sheet at its large detent in compact width and regular height pushes back what it "
      + "came up over: \(pushedBackView) goes to transform = \(pushBackValues) as the card "
      + "rises. At this first frame it has not moved yet; it grows with the animation and "
      + "rests at that scale when the transition completes (M-11). "
      + SheetStory.pushBackNumbers + "The straight-line path to it is inferred too. "
  }

  /// The push-back sentence (M-11), or an empty string when nothing is pushed back.
  var pushBack: String { pushBackNote?.english ?? "" }
}

extension World {
  /// Sentences on every live sheet after a size change: the full-window look in compact
  /// height, the card again when the height turns regular, and push-back (M-4, M-11).
  func sheetNotes(wasCompactHeight: Bool) -> String {
    let text = presentationOrder.compactMap { SheetStory(world: self, name: $0) }.map { story in
      if story.coversWindow { return story.look }
      guard wasCompactHeight else { return story.pushBack }
      return "\(story.presented) is a card again in regular height, sized by its size class "
        + "and detent (M-4). " + story.pushBack
    }.joined()
    return text.isEmpty ? "" : " " + SheetStory.trimmed(text)
  }
}

extension SheetStory {
  /// Where the push-back numbers come from (M-11, Q-25).
  static let pushBackNumbers = SheetNote.PushBack.numbers

  /// Text without the trailing space the sentences leave.
  static func trimmed(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
