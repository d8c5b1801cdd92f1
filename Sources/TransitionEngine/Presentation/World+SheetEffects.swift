extension World {
  /// M-11 [I: port of iOS 16.0 `_UISheetLayoutInfo`, code id 68365522607, unverified]: the
  /// push-back scale of a view behind a large sheet, derived from the presenter's width W:
  /// 1 − 2m/W with the content margin m = 16 pt, or 20 pt on windows wider than 393 pt. The
  /// port's upward shift is not recoverable from the sources, so ty stays 0.
  static func pushBackTransform(width: Double) -> Transform {
    guard width > 0 else { return .identity }
    let margin: Double = width > 393 ? 20 : 16
    return .scale(1 - 2 * margin / width)
  }

  /// The push-back transform on this world's window.
  var pushBackTransform: Transform { World.pushBackTransform(width: windowBounds.width) }

  /// M-10: the card's own decorations, inside its `UIDropShadowView`: first the
  /// `_UIRoundedRectShadowView` (alpha 0 in the C14 dump), then, after the clipping view,
  /// the `_UIGrabber`s when the grabber is on (the top one shown, the bottom one faded).
  /// iOS 15+ only: no earlier dump shows them [I].
  mutating func addCardDecorations(to name: String) {
    guard environment.ios >= 15, var presentation = presentations[name],
      PresentationRules.isCard(presentation.style), let shadow = presentation.wrappers.first
    else { return }
    let rounded = forest.make(ViewClassCatalogue.roundedRectShadowView)
    forest.insert(rounded, into: shadow, at: 0)
    forest.setAlpha(rounded, 0)
    var decorations = [rounded]
    if presentation.sheet.grabber {
      let top = forest.make(ViewClassCatalogue.grabber)
      let bottom = forest.make(ViewClassCatalogue.grabber)
      forest.insert(top, into: shadow)
      forest.insert(bottom, into: shadow)
      forest.setAlpha(bottom, 0)
      decorations += [top, bottom]
    }
    presentation.decorations = decorations
    presentations[name] = presentation
    layoutCardDecorations(of: name)
  }

  /// Frames of the card decorations for the card's current size. The real shadow view is
  /// larger than the card by an amount no source gives, so it is drawn at the card's bounds;
  /// grabbers are 36×5, centred, 5 pt from the top and from the bottom [I].
  mutating func layoutCardDecorations(of name: String) {
    guard let presentation = presentations[name], let shadow = presentation.wrappers.first,
      let card = forest.node(shadow)?.layoutFrame
    else { return }
    for (index, view) in presentation.decorations.enumerated() {
      let grabberX = ((card.width - 36) / 2).rounded(.down)
      switch index {
      case 0: forest.setFrame(view, card.bounds)
      case 1: forest.setFrame(view, Rect(x: grabberX, y: 5, width: 36, height: 5))
      default:
        forest.setFrame(view, Rect(x: grabberX, y: max(card.height - 10, 0), width: 36, height: 5))
      }
    }
  }

  /// Recomputes what live sheets do to the views around them: the dimming view's alpha at or
  /// below the largest undimmed detent (M-10) and the push-back transform (M-11). Idempotent;
  /// called whenever a card is added, removed, laid out again or changes detent. While a
  /// sheet transition runs (`sheetMotion`), push-back is part of the way from where it was
  /// to where it will rest, as the card's frame is. Works out only the cards a change touched
  /// (`SheetEffectsCache`), unless the cache is off.
  mutating func applySheetEffects() {
    guard sheetEffects.isEnabled else { return applySheetEffectsFromScratch() }
    applySheetEffectsIncrementally()
  }

  /// `applySheetEffects()` worked out for every card, as the cache is checked against.
  mutating func applySheetEffectsFromScratch() {
    var scaled: [ViewID: Transform] = [:]
    let leaving = sheetMotion?.leaving ?? []
    // The card order is worked out once a call: asking for it per card made a call cost the
    // square of the cards (and a chain of stacked sheets their cube).
    let cards = cardOrder
    for name in cards {
      guard let presentation = presentations[name], PresentationRules.isCard(presentation.style)
      else { continue }
      let layout = SheetLayout(geometry: geometry(of: presentation), sheet: presentation.sheet)
      // M-10 / Q-19: the dimming view stays in the tree, fully transparent [I].
      let undimmed = environment.ios >= 15 && layout.isUndimmed
      // While a sheet moves, the dimming keeps its alpha until the motion ends, as before.
      if sheetMotion == nil {
        for dimming in presentation.chrome { forest.setAlpha(dimming, undimmed ? 0 : 1) }
      }
      // Only a card in the container pushes back: not before the animator adds it, not once
      // the dismissal has removed it.
      if !leaving.contains(name), !presentation.wrappers.isEmpty, pushesBack(layout),
        let target = pushBackTarget(of: presentation)
      {
        scaled[target] = pushBackTransform
      }
      if sheetMotion == nil { setGrabberAlpha(of: name, layout: layout) }
    }
    // M-13: a card's own iOS 26 inset holds wherever the card is, also while it moves; push-back
    // moves from where it was to where it rests. A card with both carries push-back around its
    // inset [I].
    let insets = insetTransforms()
    for view in pushBackCandidates() {
      let rest = scaled[view] ?? .identity
      let inset = insets[view] ?? .identity
      guard let motion = sheetMotion else {
        forest.setTransform(view, rest.concatenating(inset))
        continue
      }
      let start = motion.start[view] ?? .identity
      forest.setTransform(
        view, start.interpolated(to: rest, t: motion.progress).concatenating(inset))
    }
  }

  /// M-13: the iOS 26 inset of every card resting below its large detent, by card view.
  func insetTransforms() -> [ViewID: Transform] {
    guard environment.ios >= 26 else { return [:] }
    var result: [ViewID: Transform] = [:]
    for name in cardOrder {
      guard let presentation = presentations[name], let card = presentation.wrappers.first,
        let height = forest.node(card)?.layoutFrame.height
      else { continue }
      let layout = SheetLayout(geometry: geometry(of: presentation), sheet: presentation.sheet)
      result[card] = layout.insetTransform(cardHeight: height)
    }
    return result
  }

  /// The push-back part of a candidate's transform: what it carries without its own inset.
  func pushBackPart(of view: ViewID, insets: [ViewID: Transform]) -> Transform {
    let transform = forest.node(view)?.transform ?? .identity
    guard let inset = insets[view], inset.a != 0, inset.d != 0 else { return transform }
    let undo = Transform(
      a: 1 / inset.a, b: 0, c: 0, d: 1 / inset.d, tx: -inset.tx / inset.a,
      ty: -inset.ty / inset.d)
    return transform.concatenating(undo)
  }

  /// M-14 [C: DOC-grabber] [D: grabber alpha of SheetLayoutInfo 26.1 via SHEETS26; the same
  /// formula in the port of iOS 16.0]: the top grabber shows only while no dimming sheet sits
  /// on this one and the sheet is not the full-window card of compact height; the view
  /// stays in the tree, only its alpha changes [I].
  private mutating func setGrabberAlpha(of name: String, layout: SheetLayout) {
    guard let presentation = presentations[name], presentation.decorations.count > 1 else {
      return
    }
    let covered = grabberCovered(name)
    forest.setAlpha(presentation.decorations[1], covered || layout.coversWindow ? 0 : 1)
  }

  /// M-14: true when a dimming card that `name` presented sits on `name`'s card. The cards
  /// this one presented come from the table's index rather than a look at every card.
  func grabberCovered(_ name: String) -> Bool {
    presentations.presented(by: name).contains { child in
      guard child != name, let above = presentations[child], presentations.cards.contains(child),
        !above.wrappers.isEmpty
      else { return false }
      return !SheetLayout(geometry: geometry(of: above), sheet: above.sheet).isUndimmed
    }
  }

  /// What `applySheetEffects()` works out for one card (nil for no live card), kept by
  /// `SheetEffectsCache`: the same values as the loops of `applySheetEffectsFromScratch()`.
  func sheetRecord(of name: String, leaving: Set<String>) -> SheetEffectsCache.Record? {
    guard let presentation = presentations[name], PresentationRules.isCard(presentation.style)
    else { return nil }
    let layout = SheetLayout(geometry: geometry(of: presentation), sheet: presentation.sheet)
    var target: ViewID?
    if !presentation.wrappers.isEmpty, pushesBack(layout) {
      target = pushBackTarget(of: presentation)
    }
    let card = presentation.wrappers.first
    var inset: Transform?
    if environment.ios >= 26, let card, let height = forest.node(card)?.layoutFrame.height {
      inset = layout.insetTransform(cardHeight: height)
    }
    let decorations = presentation.decorations
    return SheetEffectsCache.Record(
      presenter: presentation.presenter, chrome: presentation.chrome,
      undimmed: environment.ios >= 15 && layout.isUndimmed,
      grabber: decorations.count > 1 ? decorations[1] : nil,
      grabberHidden: decorations.count > 1 && (grabberCovered(name) || layout.coversWindow),
      card: card, container: presentation.container, pushTarget: target,
      pushing: leaving.contains(name) ? nil : target, inset: inset)
  }

  /// True when the top grabber of `name`'s card is hidden (M-14), for stories.
  func grabberHidden(_ name: String) -> Bool {
    guard let presentation = presentations[name], presentation.decorations.count > 1 else {
      return false
    }
    return forest.node(presentation.decorations[1])?.alpha == 0
  }

  /// The presented controllers of live card presentations, oldest first (none is the common
  /// case, so sheet effects cost nothing per presentation then).
  private var cardOrder: [String] {
    presentations.cards.isEmpty ? [] : presentationOrder.filter { presentations.cards.contains($0) }
  }

  /// The views push-back can scale: the root wrapper's `UIDropShadowView` and every card's.
  func pushBackCandidates() -> [ViewID] {
    var candidates: [ViewID] = rootWrapper.map { [$0.dropShadow] } ?? []
    for name in cardOrder {
      guard let presentation = presentations[name], PresentationRules.isCard(presentation.style),
        let card = presentation.wrappers.first
      else { continue }
      candidates.append(card)
    }
    return candidates
  }

  /// M-11: a card at its large detent in compact width and regular height pushes back what it
  /// came up over; not at smaller detents, not in compact height, not in regular width.
  func pushesBack(_ layout: SheetLayout) -> Bool {
    environment.ios >= 13 && environment.traits.horizontal == .compact
      && environment.traits.vertical == .regular && layout.isAtLargeDetent
  }

  /// M-11: the root wrapper's `UIDropShadowView` for a sheet over the root, the lower card's
  /// `UIDropShadowView` for a sheet over a sheet; nothing over other presentations [I].
  func pushBackTarget(of presentation: Presentation) -> ViewID? {
    let presenter = presentation.presenter
    if let below = presentations[presenter] {
      return PresentationRules.isCard(below.style) ? below.wrappers.first : nil
    }
    guard containmentRoot(of: presenter) == rootName else { return nil }
    return rootWrapper?.dropShadow
  }

  /// True when the sheet presented as `name` rests where push-back applies (for stories).
  func sheetPushesBack(_ name: String) -> Bool {
    guard let presentation = presentations[name], PresentationRules.isCard(presentation.style)
    else { return false }
    let layout = SheetLayout(geometry: geometry(of: presentation), sheet: presentation.sheet)
    return pushesBack(layout) && pushBackTarget(of: presentation) != nil
  }
}
