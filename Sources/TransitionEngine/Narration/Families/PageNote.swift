/// What a page view controller's turn says (`Planner+Pages`, K-10, Q-36): the new page added
/// as the child, its view sliding in, the old page removed, and a swipe completed or let go
/// too early. The words are in `PageNote+English` / `+Chinese`.
enum PageNote: NoteFamily {
  /// The user lets go too early: nothing changes (K-10, Q-36) [I].
  case swipeAbandoned(pager: String, page: String, old: String, direction: String)
  /// The turn has ended: who heard what, and where the page's view sits (K-10, Q-36).
  case turned(pager: String, page: String, swipe: Bool, scroll: Bool)
  /// `addChild(_:)` of the new page (K-1, K-10).
  case childAdded(pager: String, page: String)
  /// The new page's view slides in, with the will-callbacks of `events` (K-10, Q-36, K-4, K-6).
  case slides(
    pager: String, page: String, old: String?, direction: String, events: [LifecycleEvent])
  /// The old page leaves and the did-callbacks of `events` come (K-2, K-10, Q-36) [I].
  case completed(
    pager: String, page: String, old: String?, onScreen: Bool, events: [LifecycleEvent])

  var role: NoteRole { .happened }

  var rules: [String] {
    switch self {
    case .swipeAbandoned: return ["K-10", "Q-36"]
    case .turned(_, _, _, let scroll): return scroll ? ["K-10"] : ["K-10", "Q-36"]
    case .childAdded: return ["K-1", "K-10"]
    case .slides(_, _, _, _, let events):
      return ["K-10"] + (AppearanceSentence.will(events) != nil ? ["Q-36", "K-4"] : ["K-6"])
    case .completed(_, _, let old, let onScreen, let events):
      let did = onScreen && !AppearanceSentence.runs(events) { !$0.isWill }.isEmpty
      return (old == nil ? [] : ["K-2"]) + (did ? ["K-10"] : []) + ["Q-36"]
    }
  }

  var controllers: [String] {
    switch self {
    case .swipeAbandoned(let pager, let page, let old, _): return [pager, page, old]
    case .turned(let pager, let page, _, _), .childAdded(let pager, let page):
      return [pager, page]
    case .slides(let pager, let page, let old, _, _),
      .completed(let pager, let page, let old, _, _):
      return [pager, page] + (old.map { [$0] } ?? [])
    }
  }

  var lines: [String] { [] }
}
