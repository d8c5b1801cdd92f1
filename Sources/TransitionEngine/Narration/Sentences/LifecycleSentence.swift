/// Sentences about loading, layout and size-change callbacks (LC-1 to LC-4), made from the
/// events a phase really has so that they cannot drift from its events list.
enum LifecycleSentence {
  /// `Detail's view is laid out right after its viewIsAppearing, …: viewWillLayoutSubviews,
  /// then viewDidLayoutSubviews (LC-2).` for the controllers that got a layout pass in
  /// `events`; empty when none did.
  static func layout(_ events: [LifecycleEvent]) -> String {
    let names = controllers(in: events) { $0 == .viewWillLayoutSubviews }
    guard let first = names.first else { return "" }
    return layoutOnly(names, first: first, events: events) + updateProperties(events)
  }

  /// ` On iOS 26 Detail gets updateProperties() … (L-1–L-3, Q-27).` when the events have it.
  static func updateProperties(_ events: [LifecycleEvent]) -> String {
    let names = controllers(in: events) { $0 == .updateProperties }
    guard !names.isEmpty else { return "" }
    return " On iOS 26 " + CallbackSentence.list(names) + (names.count == 1 ? " gets" : " get")
      + " updateProperties() right before that layout pass: UIKit updates traits, then "
      + "properties, then layout (L-2). Where the call sits among the appearance callbacks, "
      + "and that it comes without an explicit setNeedsUpdateProperties(), is Apple's silence "
      + "read the simplest way, not a documented order (L-3, Q-27)."
  }

  private static func layoutOnly(_ names: [String], first: String, events: [LifecycleEvent])
    -> String
  {
    let appearing = CallbackSentence.hasAppearing(events)
    if names.count == 1 {
      return "\(first)'s view is laid out"
        + (appearing
          ? " right after its viewIsAppearing, the order of WWDC23's appearance diagram" : "")
        + ": viewWillLayoutSubviews, then viewDidLayoutSubviews (LC-2)."
    }
    return "The views of " + CallbackSentence.list(names) + " are laid out, parents first: "
      + "each controller gets viewWillLayoutSubviews, then viewDidLayoutSubviews"
      + (appearing
        ? ", right after its own viewIsAppearing (WWDC23's order; how parent and child "
          + "interleave is inferred)" : "")
      + " (LC-2)."
  }

  /// Who heard the size-change callbacks in `events`, in their order (LC-3).
  static func sizeTransition(_ events: [LifecycleEvent]) -> String {
    let sized = controllers(in: events) {
      if case .viewWillTransition = $0 { return true }
      return false
    }
    guard !sized.isEmpty else { return "" }
    let traits = controllers(in: events) {
      if case .willTransition = $0 { return true }
      return false
    }
    return "The window tells its root controller, and each controller passes the news to the "
      + "children it shows and then to the controller it presents (LC-3): "
      + (traits.isEmpty
        ? ""
        : "willTransition(to:with:) for the new size classes reaches "
          + CallbackSentence.list(traits) + " first, then ")
      + "viewWillTransition(to:with:) reaches " + CallbackSentence.list(sized) + ", in that "
      + "order."
  }

  /// Said when some controllers that heard the size change have no view in the window
  /// (covered by a full-screen presentation): the choice of LC-3.
  static func covered(_ names: [String], in events: [LifecycleEvent]) -> String {
    let sized = controllers(in: events) {
      if case .viewWillTransition = $0 { return true }
      return false
    }
    let hidden = names.filter { sized.contains($0) }
    guard !hidden.isEmpty else { return "" }
    return " " + CallbackSentence.list(hidden) + (hidden.count == 1 ? " hears" : " hear")
      + " viewWillTransition(to:with:) although a full-screen presentation took "
      + (hidden.count == 1 ? "its view" : "their views")
      + " out of the window: the message follows the controller tree, not the views "
      + "(inferred, LC-3); those views are laid out when they come back."
  }

  /// The trait and layout callbacks that end a size change in `events` (§7.1, LC-4).
  static func afterSizeChange(_ events: [LifecycleEvent]) -> String {
    let traits = controllers(in: events) {
      if case .traitCollectionDidChange = $0 { return true }
      return false
    }
    let laidOut = controllers(in: events) { $0 == .viewWillLayoutSubviews }
    var text = ""
    if !traits.isEmpty {
      text += " traitCollectionDidChange follows for " + CallbackSentence.list(traits) + " (§7.1)."
    }
    for (name, place) in traitHandlers(in: events) {
      text +=
        " UIKit calls the handler \(name) registered with registerForTraitChanges at \(place), "
        + "since a trait it watches changed; Apple does not say whether it runs before or after "
        + "traitCollectionDidChange, the tool puts it after (inferred, A-5)."
    }
    if !laidOut.isEmpty {
      text +=
        " Every view laid out for the new size gives its controller viewWillLayoutSubviews and "
        + "viewDidLayoutSubviews, parents first: " + CallbackSentence.list(laidOut) + " (LC-4)."
    }
    return text
  }

  /// Each `registerForTraitChanges` handler called in `events`: its controller and where it
  /// was registered.
  static func traitHandlers(in events: [LifecycleEvent]) -> [(String, String)] {
    events.compactMap { event in
      guard case .controller(let id, .traitChangeHandler(let place, _)) = event else { return nil }
      return (id.name, place)
    }
  }

  /// Names of the controllers that got a callback matching `matches`, first time each.
  static func controllers(
    in events: [LifecycleEvent], where matches: (Callback) -> Bool
  ) -> [String] {
    var names: [String] = []
    for event in events {
      guard case .controller(let id, let callback) = event, matches(callback),
        !names.contains(id.name)
      else { continue }
      names.append(id.name)
    }
    return names
  }
}
