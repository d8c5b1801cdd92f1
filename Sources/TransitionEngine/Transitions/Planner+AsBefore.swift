extension Planner {
  /// T-6, N-6, T-5: a cancelled or undone transition's `after` sentence may claim the window
  /// is as it was only when it is. Returns what differs from the window when the transition
  /// began, one clause a view (empty when nothing does). A value that a cancelled interaction
  /// ran back on screen only, and that the completion did not set back, is said to be so
  /// (X-12; inferred [I]), in the words of the line that names the app's mistake.
  mutating func changesSinceStart(_ recorder: StepRecorder) -> [String] {
    differencesSinceStart(recorder).map(\.english)
  }

  /// `changesSinceStart` in both languages, one clause a view.
  mutating func differencesSinceStart(_ recorder: StepRecorder) -> [CodeLineText] {
    guard let start = recorder.transitionStart, let end = world.forest.tree(world.window) else {
      return []
    }
    return WindowChanges(from: start, to: end).changes.map { change in
      switch change.kind {
      case .left:
        return CodeLineText(
          english: "\(change.name) has left the window",
          chinese: "\(change.chineseName) 已离开 window")
      case .joined:
        return CodeLineText(
          english: "\(change.name) is in the window now",
          chinese: "\(change.chineseName) 现在在 window 中")
      case .moved(let from, let to, let chineseFrom, let chineseTo):
        return CodeLineText(
          english: "\(change.name) is in \(to) now, not in \(from)",
          chinese: "\(change.chineseName) 现在在 \(chineseTo) 中，而不在 \(chineseFrom) 中")
      case .values(let values):
        let ranBack = values.contains {
          $0.property.map { recorder.ranBackOnly.contains($0) } ?? false
        }
        let (now, was) = (values.map(\.now), values.map(\.was))
        return CodeLineText(
          english: WindowDifferenceSentence.values(
            name: change.name, now: now, was: was, ranBack: ranBack),
          chinese: WindowDifferenceSentence.chineseValues(
            name: change.chineseName, now: now, was: was, ranBack: ranBack))
      }
    }
  }

  /// `top` is still presented, exactly as before when the window is what it was when the
  /// transition began; otherwise what differs, in both languages.
  mutating func stillPresented(_ top: String, _ recorder: StepRecorder) -> PhaseNote {
    let changes = differencesSinceStart(recorder)
    guard changes.isEmpty else {
      return CodeLineText(
        english: "\(top) is still presented, but not exactly as before: "
          + changes.map(\.english).joined(separator: "; ") + ".",
        chinese: "\(top) 仍被呈现，但和之前不完全一样："
          + changes.compactMap(\.chinese).joined(separator: "；") + "。"
      ).note()
    }
    return PhaseNote(.sheet(.stillPresented(top: top)))
  }

  /// `sentence`, followed by what differs from the window when the transition began, if
  /// anything does.
  mutating func noting(_ sentence: String, _ recorder: StepRecorder) -> String {
    noting(CodeLineText(english: sentence, chinese: nil), recorder).english
  }

  /// `noting` in both languages: Chinese when `sentence` has it.
  mutating func noting(_ sentence: CodeLineText, _ recorder: StepRecorder) -> CodeLineText {
    let changes = differencesSinceStart(recorder)
    guard !changes.isEmpty else { return sentence }
    return CodeLineText(
      english: sentence.english + " The window is not exactly as before: "
        + changes.map(\.english).joined(separator: "; ") + ".",
      chinese: sentence.chinese.map {
        $0 + "window 和之前不完全一样：" + changes.compactMap(\.chinese).joined(separator: "；") + "。"
      })
  }
}
