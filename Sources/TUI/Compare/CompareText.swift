import TransitionEngine
import Wording

/// `tscope compare A B --text`: the walk in lockstep without a terminal. Each row names the
/// phase of each scene (as `tscope record` names its chapters) and sets the two view trees
/// side by side, a line per view as `tscope print` writes it, with the viewer's change marks.
public enum CompareText {
  public static func render(
    _ left: SceneSession, _ right: SceneSession, language: Language = .en
  ) -> String {
    let lockstep = Lockstep(left: left.timeline, right: right.timeline)
    var out = "A: \(left.spec.title)\nB: \(right.spec.title)\n"
    for (index, row) in lockstep.rows.enumerated() {
      let a = left.at(row.left)
      let b = right.at(row.right)
      out += "\n== \(index + 1)/\(lockstep.rows.count) ==\n"
      out += "A: " + heading(a, own: row.leftOwn, other: b, language: language) + "\n"
      out += "B: " + heading(b, own: row.rightOwn, other: a, language: language) + "\n"
      let leftLines = lines(a)
      let rightLines = lines(b)
      let width = leftLines.map { CellWidth.columns($0) }.max() ?? 0
      for line in 0..<max(leftLines.count, rightLines.count) {
        let text = line < leftLines.count ? leftLines[line] : ""
        let other = line < rightLines.count ? rightLines[line] : ""
        let padded = text + String(repeating: " ", count: width - CellWidth.columns(text))
        var joined = padded + " | " + other
        while joined.last == " " { joined.removeLast() }
        out += joined + "\n"
      }
    }
    return out
  }

  /// `step 1/2: present … · phase 3/7: …`, or what a scene holds in a row it has no phase of.
  static func heading(
    _ session: SceneSession, own: Bool, other: SceneSession, language: Language = .en
  ) -> String {
    let marker = Walkthrough.marker(session.timeline, at: session.position, language: language)
    let text = marker ?? ""
    return own
      ? text
      : text
        + CompareWords.heldTail(missing: PhaseName.name(other.phase, in: language)).text(
          in: language)
  }

  /// The view tree: the change mark (or a space), two spaces a level, the print line.
  static func lines(_ session: SceneSession) -> [String] {
    TreeRows.rows(session.phase.window, diff: session.diff, folded: []).map { row in
      let mark = row.mark.map { String($0.character) } ?? " "
      return mark + " " + String(repeating: "  ", count: row.depth)
        + ViewTreeText.line(row.node)
    }
  }
}
