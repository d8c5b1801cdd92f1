/// Sentences about callbacks made from the events a phase really has, so that what an
/// explanation says about them cannot drift from the events list.
enum CallbackSentence {
  /// `Did-callbacks: viewDidAppear for Tabs and Feed, then Lightbox's viewDidDisappear
  /// (13.2).`, in the order of `events`, or a sentence saying there are none. `rule` is the
  /// timeline it follows.
  static func didCallbacks(_ events: [LifecycleEvent], rule: String) -> String {
    let runs = AppearanceSentence.runs(events) { !$0.isWill }
    guard !runs.isEmpty else { return "No did-callbacks come in this phase." }
    let calls = runs.map { run in
      run.names.count == 1
        ? "\(run.names[0])'s \(run.kind.phrase)"
        : "\(run.kind.phrase) for \(list(run.names))"
    }
    return "Did-callbacks: " + calls.joined(separator: ", then ") + " (\(rule))."
  }

  /// `Feed's viewDidDisappear`: the last did-callback of the latest phase of `phases` that has
  /// one; nil when none has.
  static func lastDid(in phases: [Phase]) -> String? {
    for phase in phases.reversed() {
      let runs = AppearanceSentence.runs(phase.events) { !$0.isWill }
      if let last = runs.last, let name = last.names.last { return "\(name)'s \(last.kind.phrase)" }
    }
    return nil
  }

  /// `The completion block runs after Feed's viewDidDisappear (D-5), then animationEnded.`:
  /// after the step's last did-callback (`phases`), then `animationEnded` when `events` (the
  /// completion's own phase) have it.
  static func completion(after phases: [Phase], _ events: [LifecycleEvent]) -> String {
    let ended = events.contains { event in
      if case .animator(.animationEnded) = event { return true }
      return false
    }
    return "The completion block runs after "
      + (lastDid(in: phases) ?? "the transition") + " (D-5)"
      + (ended ? ", then animationEnded." : ".")
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
