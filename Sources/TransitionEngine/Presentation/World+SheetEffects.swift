extension World {
  /// M-11 [O: C17]: the only published push-back numbers, a scale of 0.8727 and a shift of
  /// −23.7 pt; the model applies them on every device [I].
  static let pushBackTransform = Transform.scale(0.8727, ty: -23.7)

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
  /// to where it will rest, as the card's frame is.
  mutating func applySheetEffects() {
    var scaled: [ViewID: Transform] = [:]
    let leaving = sheetMotion?.leaving ?? []
    for name in cardOrder {
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
        scaled[target] = World.pushBackTransform
      }
    }
    for view in pushBackCandidates() {
      let rest = scaled[view] ?? .identity
      guard let motion = sheetMotion else {
        forest.setTransform(view, rest)
        continue
      }
      let start = motion.start[view] ?? .identity
      forest.setTransform(view, start.interpolated(to: rest, t: motion.progress))
    }
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
  private func pushesBack(_ layout: SheetLayout) -> Bool {
    environment.ios >= 13 && environment.traits.horizontal == .compact
      && environment.traits.vertical == .regular && layout.isAtLargeDetent
  }

  /// M-11: the root wrapper's `UIDropShadowView` for a sheet over the root, the lower card's
  /// `UIDropShadowView` for a sheet over a sheet; nothing over other presentations [I].
  private func pushBackTarget(of presentation: Presentation) -> ViewID? {
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
