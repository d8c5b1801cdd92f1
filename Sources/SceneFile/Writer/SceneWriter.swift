import Foundation
import SceneText
import TransitionEngine

/// Writes scenes back as scene-file YAML, beside `SceneLoader` that reads them: a scene's own
/// text with more steps added at the end of its `steps:` list, so that loading the result
/// gives the scene's timeline followed by the new steps.
public enum SceneWriter {
  /// A whole scene as a scene file's text (`SceneDocument`, no comments): loading it gives
  /// this scene back.
  public static func text(of scene: SceneSpec) -> String { SceneDocument(scene: scene).text }

  /// `base` (a scene file's text) with `steps` written at the end of its `steps:` list (or a
  /// new list); nil when `steps:` is not the last top-level key or is a flow list, where the
  /// steps cannot be added by appending lines.
  public static func appending(_ steps: [StepSpec], to base: String) -> String? {
    appending(items: StepWriter.items(steps), to: base)
  }

  /// `base` with already written list items (`StepWriter.items`) at the end of its `steps:`.
  static func appending(items: String, to base: String) -> String? {
    var lines = base.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
    let topLevel = lines.indices.filter { index in
      let line = lines[index]
      guard let first = line.first, first.isLetter, let colon = line.firstIndex(of: ":") else {
        return false
      }
      return line[..<colon].allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
    guard let stepsLine = topLevel.last(where: { lines[$0].hasPrefix("steps:") }) else {
      return lines.joined(separator: "\n") + "\nsteps:\n" + items
    }
    guard stepsLine == topLevel.last else { return nil }
    let rest = lines[stepsLine].dropFirst("steps:".count).trimmingCharacters(in: .whitespaces)
    if rest == "[]" {
      lines[stepsLine] = "steps:"
    } else if !rest.isEmpty && !rest.hasPrefix("#") {
      return nil  // a flow list on the steps line
    }
    let indent =
      lines[(stepsLine + 1)...].first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("- ") }
      .map { String($0.prefix { $0 == " " }) } ?? "  "
    let shifted = items.split(separator: "\n").map { line in
      indent + line.dropFirst(2)
    }
    return (lines + shifted).joined(separator: "\n") + "\n"
  }
}
