import TransitionEngine

/// The one-line edits worth trying for one app mistake, smallest and likeliest first: the
/// lines the engine blames go, then the line an animator usually lacks for that mistake comes
/// in (a `completeTransition`, a snapshot's `removeFromSuperview`, the to-view's
/// `addSubview`) or a `completeTransition` passes the context's outcome, then any other
/// statement of the animator goes.
struct EditCandidates {
  /// The scene's `swift:` files, by the name the scene gives them, in the scene's order.
  let files: [(name: String, text: String)]

  /// The edits for `mistake`, with `blamed` the `File.swift:L` places the step's notes name
  /// (the mistake's own place first), at most `limit` of them.
  func edits(for mistake: AppMistake, blamed: [String], limit: Int) -> [SwiftEdit] {
    var edits: [SwiftEdit] = []
    var seen: Set<SwiftEdit> = []
    func add(_ edit: SwiftEdit) {
      if edits.count < limit, seen.insert(edit).inserted { edits.append(edit) }
    }
    let places = blamed.compactMap(FileLines.place).compactMap { place in
      file(named: place.file).map { (name: $0.name, line: place.line) }
    }
    for place in places {
      guard let file = file(named: place.name), SwiftLines(file.text).isStatement(place.line)
      else { continue }
      add(SwiftEdit(file: place.name, line: place.line, change: .delete))
    }
    for edit in lacking(for: mistake) { add(edit) }
    for file in files {
      let lines = SwiftLines(file.text)
      for line in lines.animatorBody where lines.isStatement(line) {
        add(SwiftEdit(file: file.name, line: line, change: .delete))
      }
    }
    return edits
  }

  /// The lines animators often lack for `mistake`, at the places they belong.
  private func lacking(for mistake: AppMistake) -> [SwiftEdit] {
    var edits: [SwiftEdit] = []
    for file in files {
      let lines = SwiftLines(file.text)
      guard let context = lines.contextName else { continue }
      let completions = lines.lines(containing: "completeTransition(")
      switch mistake {
      case .unfinishedTransition, .alsoUnfinished:
        let call = "\(context).completeTransition(!\(context).transitionWasCancelled)"
        // A closure's end first (the animation's completion block), then other blocks'.
        let closing = closingLines(lines).reversed()
        let closures = closing.filter { lines.trimmed($0).hasPrefix("})") }
        for line in closures + closing.filter({ !closures.contains($0) }) {
          edits.append(insert(call, file.name, before: line, indentedPast: lines))
        }
      case .snapshotLeftBehind(let place):
        guard let made = FileLines.place(place), made.file == file.name,
          let name = snapshotName(lines, near: made.line)
        else { continue }
        for line in completions {
          edits.append(insert("\(name).removeFromSuperview()", file.name, before: line, in: lines))
        }
      case .appearanceOutOfStep, .invisibleView, .containerContent:
        guard let toView = toViewName(lines) else { continue }
        let container = containerName(lines) ?? "\(context).containerView"
        let call = "\(container).addSubview(\(toView))"
        guard lines.lines(containing: call).isEmpty else { continue }
        let body = lines.animatorBody
        let anchors = lines.lines(containing: "animate(withDuration").filter(body.contains)
        for line in anchors + completions.filter(body.contains) {
          edits.append(insert(call, file.name, before: line, in: lines))
        }
      case .completedOnCancel:
        // the outcome passed is the context's, not a constant.
        let call = "completeTransition(!\(context).transitionWasCancelled)"
        for line in completions where !lines.trimmed(line).contains(call) {
          guard let rewritten = lines.withCompletionArgument(line, call) else { continue }
          edits.append(SwiftEdit(file: file.name, line: line, change: .replace(rewritten)))
        }
      case .viewWithoutController, .appearanceByHand:
        continue
      }
    }
    return edits
  }

  private func file(named name: String) -> (name: String, text: String)? {
    files.first { $0.name == name || $0.name.hasSuffix("/" + name) }
  }

  /// A new line with the indentation of line `line`.
  private func insert(
    _ text: String, _ file: String, before line: Int, in lines: SwiftLines
  ) -> SwiftEdit {
    SwiftEdit(file: file, line: line, change: .insert(lines.indentation(line) + text))
  }

  /// A new line before a closing brace, one indentation step deeper than the brace.
  private func insert(
    _ text: String, _ file: String, before line: Int, indentedPast lines: SwiftLines
  ) -> SwiftEdit {
    let step = lines.indentation(line).contains("\t") ? "\t" : "  "
    return SwiftEdit(
      file: file, line: line, change: .insert(lines.indentation(line) + step + text))
  }

  /// The lines inside the animator's body that close a block (`}` or `})`).
  private func closingLines(_ lines: SwiftLines) -> [Int] {
    lines.animatorBody.filter { lines.trimmed($0).hasPrefix("}") }
  }

  /// The name of the snapshot made at or just after `line`.
  private func snapshotName(_ lines: SwiftLines, near line: Int) -> String? {
    for candidate in max(1, line - 1)...(line + 3)
    where lines.trimmed(candidate).contains("napshotView(") {
      if let name = lines.declaredName(candidate) { return name }
    }
    return nil
  }

  /// The name the animator gives the to-view (`view(forKey: .to)`).
  private func toViewName(_ lines: SwiftLines) -> String? {
    lines.lines(containing: "view(forKey: .to)").lazy.compactMap(lines.declaredName).first
  }

  /// The name the animator gives the container view, if it names it.
  private func containerName(_ lines: SwiftLines) -> String? {
    lines.lines(containing: ".containerView").lazy.compactMap { line in
      lines.trimmed(line).hasSuffix(".containerView") ? lines.declaredName(line) : nil
    }.first
  }
}
