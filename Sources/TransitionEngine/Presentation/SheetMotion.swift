/// A sheet transition under way (present, dismiss, detent change): the push-back transforms
/// the views had when it started, how far along it is, and the sheets that are leaving, so
/// that push-back grows and shrinks with the animation instead of jumping (M-11).
struct SheetMotion {
  /// Transforms of the push-back candidates when the transition started.
  var start: [ViewID: Transform]
  /// 0 at the start of the animation, 1 at its end.
  var progress: Double
  /// Presented controllers whose sheets are being dismissed: they no longer push back at
  /// the end of the motion.
  var leaving: Set<String>
}

extension World {
  /// Starts a sheet motion at progress 0: push-back stays where it is until `moveSheets`.
  mutating func beginSheetMotion(leaving: Set<String> = []) {
    // With the cache, `applySheetEffects()` keeps the start of what moves (all but what rests).
    let start = sheetEffects.isEnabled ? [:] : pushBackTransforms()
    sheetMotion = SheetMotion(start: start, progress: 0, leaving: leaving)
    applySheetEffects()
  }

  /// The animation is `progress` of the way: push-back is that far from where it started to
  /// where it will rest (M-11; the straight-line interpolation is inferred [I]).
  mutating func moveSheets(to progress: Double) {
    guard sheetMotion != nil else { return }
    sheetMotion?.progress = min(max(progress, 0), 1)
    applySheetEffects()
  }

  /// The motion ends (completed or undone): push-back rests where the sheets now are.
  mutating func endSheetMotion() {
    guard sheetMotion != nil else { return }
    sheetMotion = nil
    applySheetEffects()
  }

  /// The transforms the push-back candidates carry now.
  private func pushBackTransforms() -> [ViewID: Transform] {
    var result: [ViewID: Transform] = [:]
    let insets = insetTransforms()
    for view in pushBackCandidates() {
      result[view] = pushBackPart(of: view, insets: insets)
    }
    return result
  }

  /// ` Push-back follows the card: the root wrapper's UIDropShadowView is at transform = […]
  /// (M-11; …).` for every view whose push-back is under way; empty otherwise.
  func pushBackNow() -> String { pushBackNowNote()?.english ?? "" }

  /// What `pushBackNow` says, as a value: nil when no push-back is under way.
  func pushBackNowNote() -> PresentationNote? {
    guard let motion = sheetMotion, motion.progress > 0, motion.progress < 1 else { return nil }
    let cached = sheetEffects.isEnabled
    let views = cached ? movingPushBackCandidates() : pushBackCandidates()
    let insets = cached ? sheetInsets(of: views) : insetTransforms()
    let moving = views.compactMap { view -> PresentationNote.PushBackView? in
      guard let transform = forest.node(view)?.transform,
        !pushBackPart(of: view, insets: insets).isClose(to: motion.start[view] ?? .identity)
      else { return nil }
      return PresentationNote.PushBackView(
        owner: pushBackOwner(view), transform: transform.description)
    }
    guard !moving.isEmpty else { return nil }
    let percent = Int((motion.progress * 100).rounded())
    return PresentationNote.pushBackMoves(
      percent: percent, views: moving, inset: environment.ios >= 26)
  }

  /// Whose card a push-back candidate is: nil for the root wrapper's shadow view, "" for a
  /// card of no presentation (the narration names it).
  private func pushBackOwner(_ view: ViewID) -> String? {
    if view == rootWrapper?.dropShadow { return nil }
    if sheetEffects.isEnabled, let owner = sheetEffects.candidates[view], !owner.isEmpty {
      return owner
    }
    let owner = presentationOrder.first { presentations[$0]?.wrappers.first == view }
    return owner ?? ""
  }
}
