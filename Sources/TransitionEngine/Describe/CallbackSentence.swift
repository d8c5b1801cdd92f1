/// Sentences about callbacks made from the events a phase really has, so that what an
/// explanation says about them cannot drift from the events list.
enum CallbackSentence {
  /// `Did-callbacks: Feed's viewDidAppear, then Lightbox's viewDidDisappear (13.2).`, or a
  /// sentence saying there are none. `rule` is the timeline it follows.
  static func didCallbacks(_ events: [LifecycleEvent], rule: String) -> String {
    let calls = events.compactMap { event -> String? in
      guard case .controller(let id, let callback) = event else { return nil }
      switch callback {
      case .viewDidAppear: return "\(id)'s viewDidAppear"
      case .viewDidDisappear: return "\(id)'s viewDidDisappear"
      default: return nil
      }
    }
    guard !calls.isEmpty else { return "No did-callbacks come in this phase." }
    return "Did-callbacks: " + calls.joined(separator: ", then ") + " (\(rule))."
  }

  /// ` Feed hears none: its view never left the window (M-9).` when `name` got no
  /// appearance callback in `events`; empty otherwise.
  static func noneFor(_ name: String, in events: [LifecycleEvent]) -> String {
    let heard = events.contains { event in
      guard case .controller(let id, let callback) = event, id == ControllerID(name) else {
        return false
      }
      switch callback {
      case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: return true
      default: return false
      }
    }
    return heard
      ? "" : " \(name) hears no appearance callback: its view never left the window (M-9)."
  }

  /// "a" or "an" before a word, by its first letter.
  static func article(_ word: String) -> String {
    guard let first = word.lowercased().first else { return "a" }
    return "aeiou".contains(first) ? "an" : "a"
  }

  /// `text` when some controller got `viewIsAppearing` in `events` (iOS 13 and later
  /// profiles, §15.5); empty otherwise.
  static func ifAppearing(_ events: [LifecycleEvent], _ text: String) -> String {
    hasAppearing(events) ? text : ""
  }

  /// True when some controller got `viewIsAppearing` in `events`.
  static func hasAppearing(_ events: [LifecycleEvent]) -> Bool {
    events.contains { event in
      if case .controller(_, .viewIsAppearing) = event { return true }
      return false
    }
  }

  /// Names as a sentence lists them: "A", "A and B", "A, B and C".
  static func list(_ names: [String]) -> String {
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }
}
