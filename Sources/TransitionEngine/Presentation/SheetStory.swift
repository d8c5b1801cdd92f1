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
  let configurationIgnored: Bool

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
    configurationIgnored = configured && ios < 15
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
        + "attached to the bottom edge and follows its detent (M-4, M-10). "
    }
    if let detent {
      text += "The card rests at the \(detent) detent; its frame follows it (M-10). "
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
          ? ", then after the clipping view two _UIGrabber views, the top one shown and the "
            + "bottom one faded (M-10). "
          : " (M-10). ")
    }
    return text
  }

  /// After a detent change: whether the dimming shows and whether push-back holds.
  func dimmingAndPushBack(wasPushingBack: Bool) -> String {
    var text =
      undimmed
      ? "At or below the largest undimmed detent the dimming is not visible and \(presenter) "
        + "stays interactive; here the UIDimmingView stays with alpha 0 (M-10, Q-19). "
      : "The dimming view is visible at this detent (M-10). "
    if pushesBack {
      text += pushBack
    } else if wasPushingBack {
      text += "Below the large detent nothing is pushed back, so the transform goes (M-11). "
    }
    return text
  }

  /// The push-back sentence for the first frame of an animated presentation: the transform
  /// grows with the card (M-11), or an empty string when nothing is pushed back.
  var pushBackStarting: String {
    guard pushesBack else { return "" }
    return "A sheet at its large detent in compact width and regular height pushes back what it "
      + "came up over: \(pushedBackView) goes to transform = [0.8727, 0, 0, 0.8727, 0, -23.7] "
      + "as the card rises. At this first frame it has not moved yet; it grows with the "
      + "animation and rests at that scale when the transition completes (M-11). Those numbers "
      + "come from one published dump and are applied unchanged to every device; which view "
      + "carries the transform, and the straight-line path to it, are inferred (Q-19). "
  }

  /// The push-back sentence (M-11), or an empty string when nothing is pushed back.
  var pushBack: String {
    guard pushesBack else { return "" }
    return "A sheet at its large detent in compact width and regular height pushes back what it "
      + "came up over: \(pushedBackView) gets transform = [0.8727, 0, 0, 0.8727, 0, -23.7] and "
      + "its printed frame is the scaled one (M-11). Those numbers come from one published dump "
      + "and are applied unchanged to every device; which view carries the transform is "
      + "inferred (Q-19). "
  }
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
  /// Text without the trailing space the sentences leave.
  static func trimmed(_ text: String) -> String {
    var result = text
    while result.last == " " { result.removeLast() }
    return result
  }
}
