extension Planner {
  /// T-6, N-6, T-5: a cancelled or undone transition's `after` sentence may claim the window
  /// is as it was only when it is. Returns what differs from the window when the transition
  /// began, one clause a view (empty when nothing does). A value that a cancelled interaction
  /// ran back on screen only, and that the completion did not set back, is said to be so
  /// (X-12; inferred [I]), in the words of the line that names the app's mistake.
  mutating func changesSinceStart(_ recorder: StepRecorder) -> [String] {
    guard let start = recorder.transitionStart, let end = world.forest.tree(world.window) else {
      return []
    }
    return WindowChanges(from: start, to: end).changes.map { change in
      switch change.kind {
      case .left:
        return "\(change.name) has left the window"
      case .joined:
        return "\(change.name) is in the window now"
      case .moved(let from, let to):
        return "\(change.name) is in \(to) now, not in \(from)"
      case .values(let values):
        let ranBack = values.contains {
          $0.property.map { recorder.ranBackOnly.contains($0) } ?? false
        }
        return WindowDifferenceSentence.values(
          name: change.name, now: values.map(\.now), was: values.map(\.was), ranBack: ranBack)
      }
    }
  }

  /// `top` is still presented, exactly as before when the window is what it was when the
  /// transition began; otherwise what differs, in English (the views' names have no Chinese).
  mutating func stillPresented(_ top: String, _ recorder: StepRecorder) -> PhaseNote {
    let changes = changesSinceStart(recorder)
    guard changes.isEmpty else {
      return PhaseNote(
        words: "\(top) is still presented, but not exactly as before: "
          + changes.joined(separator: "; ") + ".")
    }
    return PhaseNote(.sheet(.stillPresented(top: top)))
  }

  /// `sentence`, followed by what differs from the window when the transition began, if
  /// anything does.
  mutating func noting(_ sentence: String, _ recorder: StepRecorder) -> String {
    let changes = changesSinceStart(recorder)
    return changes.isEmpty
      ? sentence
      : sentence + " The window is not exactly as before: " + changes.joined(separator: "; ")
        + "."
  }
}
