/// What `World.applySheetEffects()` last worked out for each live card (M-10, M-11, M-13,
/// M-14), so that a call works out again only the cards a change touched instead of every card:
/// a chain of stacked sheets cost the square of its steps to plan.
///
/// A card's effects follow from its presentation (style, sheet configuration, wrappers,
/// decorations, chrome), its container's and its card's frames, the presentation it came up
/// over and the cards it presented, the presenter's containment root, and the environment. So
/// a call first marks dirty the cards whose inputs were written since the last call: the
/// presentation table's written names (with their presenters and the cards they presented),
/// the watched views written by anyone (cards, dimming views, grabbers, containers, the root
/// wrapper's drop-shadow view), and every card for a new environment, root wrapper or parent
/// link. `World+SheetEffectsCache.swift` does the work; this type only keeps the state.
struct SheetEffectsCache {
  /// One card's effects as last worked out.
  struct Record: Equatable {
    var presenter: String
    var chrome: [ViewID]
    var undimmed: Bool
    /// The top grabber and whether it hides (M-14); nil without a grabber.
    var grabber: ViewID?
    var grabberHidden: Bool
    /// The card's `UIDropShadowView`, a push-back candidate, and its container.
    var card: ViewID?
    var container: ViewID
    /// The view this card pushes back when it rests (M-11), leaving or not.
    var pushTarget: ViewID?
    /// The view it pushes back now: none while it leaves.
    var pushing: ViewID?
    /// The card's own iOS 26 inset (M-13).
    var inset: Transform?
  }

  /// False keeps nothing, so that every call works out every card from scratch (for tests
  /// that compare the two).
  var isEnabled = true
  var records: [String: Record] = [:]
  /// Cards to work out again at the next call.
  var dirty: Set<String> = []
  var everythingDirty = true
  /// Cards whose dimming and grabber alphas are to be written once no sheet moves.
  var alphaDirty: Set<String> = []
  /// Push-back candidates whose transform is to be written again.
  var transformDirty: Set<ViewID> = []
  /// How many cards push back each view now.
  var pushCounts: [ViewID: Int] = [:]
  /// Push-back candidates by owner: a card's presented controller, "" for the root wrapper.
  var candidates: [ViewID: String] = [:]
  /// Candidates carrying an iOS 26 inset: their transform is rewritten at each motion.
  var insetCards: Set<ViewID> = []
  /// Watched views by the card they belong to ("" for the root wrapper).
  var owners: [ViewID: String] = [:]
  /// What the last call saw of the rest of the world.
  var environment: Environment?
  var rootShadow: ViewID?
  var rootName = ""
  var parentChanges = -1
  var pushBack = Transform.identity
  /// Candidates whose push-back start the motion under way holds: their transforms are
  /// written at each of its calls (every other candidate rests where it was).
  var moving: Set<ViewID> = []
  /// Whether a sheet motion was under way at the last call, and who was leaving in it.
  var inMotion = false
  var leaving: Set<String> = []

  /// Forgets everything: the next call works out every card.
  mutating func reset() {
    self = SheetEffectsCache(isEnabled: isEnabled)
  }

  /// The rest transform of a candidate: pushed back by at least one card, or not.
  func rest(of view: ViewID) -> Transform {
    (pushCounts[view] ?? 0) > 0 ? pushBack : .identity
  }

  /// Moves a card's push-back from one view to another, noting the views whose rest changes.
  mutating func movePush(from old: ViewID?, to new: ViewID?) {
    guard old != new else { return }
    if let old {
      let count = (pushCounts[old] ?? 0) - 1
      pushCounts[old] = count > 0 ? count : nil
      if count <= 0 { transformDirty.insert(old) }
    }
    if let new {
      let count = (pushCounts[new] ?? 0) + 1
      pushCounts[new] = count
      if count == 1 { transformDirty.insert(new) }
    }
  }
}
