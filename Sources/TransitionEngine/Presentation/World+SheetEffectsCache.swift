extension World {
  /// `applySheetEffects()` for the cards a change touched (see `SheetEffectsCache`): what it
  /// writes is what working out every card writes (M-10, M-11, M-13, M-14), because every
  /// other card's dimming view, grabber and push-back candidate already holds its value and
  /// nobody wrote it since.
  mutating func applySheetEffectsIncrementally() {
    let motion = sheetMotion
    let beginning = motion != nil && !sheetEffects.inMotion
    let ending = motion == nil && sheetEffects.inMotion
    let external = markSheetChanges(inMotion: motion != nil && !beginning)
    // Who leaves changes whether a card pushes back (M-11).
    let leaving = motion?.leaving ?? []
    if leaving != sheetEffects.leaving {
      sheetEffects.dirty.formUnion(leaving.symmetricDifference(sheetEffects.leaving))
      sheetEffects.leaving = leaving
    }
    let changes = changedSheetRecords(leaving: leaving)
    if motion != nil, !beginning {
      // The transforms a change moves are captured before it: until then each one rests
      // where it did when the motion began.
      for view in external { captureMotionStart(view) }
      for (_, old, new) in changes {
        for view in [old?.card, new?.card, old?.pushing, new?.pushing] {
          if let view { captureMotionStart(view) }
        }
      }
    }
    for (name, old, new) in changes { storeSheetRecord(name, old: old, new: new) }
    sheetEffects.transformDirty.formUnion(external)
    if beginning {
      // What moves in this motion starts where it is now, as `pushBackTransforms()` reads it.
      let views = sheetEffects.transformDirty.union(sheetEffects.insetCards)
      for view in views where sheetEffects.candidates[view] != nil {
        let start = pushBackPart(of: view, insets: sheetInsets(of: [view]))
        sheetMotion?.start[view] = start
        sheetEffects.moving.insert(view)
      }
    }
    if ending { sheetEffects.transformDirty.formUnion(sheetEffects.moving) }
    sheetEffects.inMotion = motion != nil
    writeSheetEffects()
    // What this call wrote is what the cache holds: only later writes mark anything.
    _ = forest.watch.take()
  }

  /// Marks what the writes since the last call touched; returns the push-back candidates
  /// someone else wrote. `inMotion` captures every candidate's start first when everything
  /// changes under a moving sheet.
  private mutating func markSheetChanges(inMotion: Bool) -> Set<ViewID> {
    let written = presentations.takeWritten()
    let views = forest.watch.take()
    let shadow = rootWrapper?.dropShadow
    if written == nil || views == nil || sheetEffects.environment != environment
      || sheetEffects.rootShadow != shadow || sheetEffects.rootName != rootName
      || sheetEffects.parentChanges != controllers.parentChanges
    {
      if inMotion {
        for view in sheetEffects.candidates.keys { captureMotionStart(view) }
      }
      sheetEffects.everythingDirty = true
      sheetEffects.environment = environment
      sheetEffects.rootName = rootName
      sheetEffects.parentChanges = controllers.parentChanges
      sheetEffects.pushBack = pushBackTransform
      if let old = sheetEffects.rootShadow, sheetEffects.candidates[old] == "" {
        sheetEffects.candidates[old] = nil
      }
      sheetEffects.rootShadow = shadow
      if let shadow {
        sheetEffects.candidates[shadow] = ""
        sheetEffects.owners[shadow] = ""
        forest.watch.watch(shadow)
      }
      sheetEffects.transformDirty.formUnion(sheetEffects.candidates.keys)
      sheetEffects.alphaDirty.formUnion(sheetEffects.records.keys)
    }
    for name in written ?? [] { markSheetCard(name) }
    var external: Set<ViewID> = []
    for view in views ?? [] {
      guard let owner = sheetEffects.owners[view] else { continue }
      if sheetEffects.candidates[view] != nil { external.insert(view) }
      if owner.isEmpty { continue }
      markSheetCard(owner)
      sheetEffects.alphaDirty.insert(owner)
    }
    return external
  }

  /// A card's own inputs changed: it, the card it came up over (whose grabber it may cover)
  /// and the cards it presented (whose push-back target it may be) are worked out again.
  private mutating func markSheetCard(_ name: String) {
    sheetEffects.dirty.insert(name)
    if let presenter = sheetEffects.records[name]?.presenter {
      sheetEffects.dirty.insert(presenter)
    }
    if let presenter = presentations[name]?.presenter { sheetEffects.dirty.insert(presenter) }
    sheetEffects.dirty.formUnion(presentations.presented(by: name))
  }

  /// The dirty cards whose effects changed: name, last record, new record (nil once gone).
  private mutating func changedSheetRecords(leaving: Set<String>) -> [(
    String, SheetEffectsCache.Record?, SheetEffectsCache.Record?
  )] {
    var names = sheetEffects.dirty
    if sheetEffects.everythingDirty {
      names.formUnion(presentations.cards)
      names.formUnion(sheetEffects.records.keys)
    }
    sheetEffects.dirty = []
    sheetEffects.everythingDirty = false
    var changes: [(String, SheetEffectsCache.Record?, SheetEffectsCache.Record?)] = []
    for name in names {
      let old = sheetEffects.records[name]
      let new = sheetRecord(of: name, leaving: leaving)
      if old != new { changes.append((name, old, new)) }
    }
    return changes
  }

  /// Keeps a card's new effects and notes what has to be written again.
  private mutating func storeSheetRecord(
    _ name: String, old: SheetEffectsCache.Record?, new: SheetEffectsCache.Record?
  ) {
    sheetEffects.records[name] = new
    sheetEffects.movePush(from: old?.pushing, to: new?.pushing)
    if let card = old?.card, card != new?.card {
      if sheetEffects.candidates[card] == name { sheetEffects.candidates[card] = nil }
      sheetEffects.insetCards.remove(card)
    }
    if let card = new?.card {
      sheetEffects.candidates[card] = name
      if new?.inset != nil {
        sheetEffects.insetCards.insert(card)
      } else {
        sheetEffects.insetCards.remove(card)
      }
      if old?.card != card || old?.inset != new?.inset { sheetEffects.transformDirty.insert(card) }
    }
    guard let new else { return }
    sheetEffects.alphaDirty.insert(name)
    let watched = new.chrome + [new.grabber, new.card, new.container].compactMap { $0 }
    for view in watched where sheetEffects.owners[view] != name {
      sheetEffects.owners[view] = name
      forest.watch.watch(view)
    }
  }

  /// A view's push-back start for the motion under way, if it has none yet: where a
  /// candidate rests now, which is where it rested when the motion began (nothing changed it
  /// since); identity for a view that was no candidate then, as `pushBackTransforms()` leaves it.
  private mutating func captureMotionStart(_ view: ViewID) {
    guard sheetMotion != nil, sheetMotion?.start[view] == nil else { return }
    let isCandidate = sheetEffects.candidates[view] != nil
    sheetMotion?.start[view] = isCandidate ? sheetEffects.rest(of: view) : .identity
    sheetEffects.moving.insert(view)
  }

  /// Writes the dimming and grabber alphas of the cards that need it (not while a sheet
  /// moves) and the transforms of the candidates that need it.
  private mutating func writeSheetEffects() {
    guard let motion = sheetMotion else {
      for name in sheetEffects.alphaDirty {
        guard let record = sheetEffects.records[name] else { continue }
        // M-10 / Q-19: the dimming view stays in the tree, fully transparent [I].
        for dimming in record.chrome { forest.setAlpha(dimming, record.undimmed ? 0 : 1) }
        if let grabber = record.grabber { forest.setAlpha(grabber, record.grabberHidden ? 0 : 1) }
      }
      sheetEffects.alphaDirty = []
      for view in sheetEffects.transformDirty {
        guard let owner = sheetEffects.candidates[view] else { continue }
        let inset = sheetEffects.records[owner]?.inset ?? .identity
        forest.setTransform(view, sheetEffects.rest(of: view).concatenating(inset))
      }
      sheetEffects.transformDirty = []
      sheetEffects.moving = []
      return
    }
    sheetEffects.transformDirty = []
    for view in sheetEffects.moving {
      guard let owner = sheetEffects.candidates[view] else { continue }
      let inset = sheetEffects.records[owner]?.inset ?? .identity
      let start = motion.start[view] ?? .identity
      forest.setTransform(
        view,
        start.interpolated(to: sheetEffects.rest(of: view), t: motion.progress)
          .concatenating(inset))
    }
  }

  /// The iOS 26 insets (M-13) of these candidates, as `insetTransforms()` gives them.
  func sheetInsets(of views: some Sequence<ViewID>) -> [ViewID: Transform] {
    var result: [ViewID: Transform] = [:]
    for view in views {
      guard let owner = sheetEffects.candidates[view],
        let inset = sheetEffects.records[owner]?.inset
      else { continue }
      result[view] = inset
    }
    return result
  }

  /// The candidates that move in the motion under way, in `pushBackCandidates()` order: the
  /// root wrapper's first, then the cards oldest first.
  func movingPushBackCandidates() -> [ViewID] {
    sheetEffects.moving.compactMap { view -> (Int, ViewID)? in
      guard let owner = sheetEffects.candidates[view] else { return nil }
      return (owner.isEmpty ? -1 : presentations.serial(of: owner), view)
    }.sorted { $0 < $1 }.map(\.1)
  }
}
