import Foundation
import SceneText
import SwiftScene
import TransitionEngine

@testable import SceneFile
@testable import TUI

/// The two further promises every fuzz case that loads must keep: the viewer draws every phase
/// at the sizes people use, and the scene written back as YAML loads to the same timeline.
extension FuzzCase {
  /// Terminal sizes every phase is drawn at: the smallest supported layout and a roomy one.
  static let viewerSizes = [(80, 24), (120, 40)]

  /// Every phase drawn as the viewer draws it, at each size: a canvas of exactly that size,
  /// every row that many terminal columns wide.
  static func viewerProblems(_ scene: SceneSpec) -> [String] {
    var session = SceneSession(entry: SceneEntry(path: "", spec: scene))
    var problems: [String] = []
    for (stepIndex, step) in session.timeline.steps.enumerated() {
      for phaseIndex in step.phases.indices {
        session.position = Position(step: stepIndex, phase: phaseIndex)
        for (width, height) in viewerSizes {
          let canvas = Snapshot.render(
            session, content: .all, width: width, height: height, ascii: false)
          let rows = canvas.rows
          if canvas.width != width || canvas.height != height || rows.count != height {
            problems.append(
              "viewer at \(width)×\(height), step \(stepIndex) phase \(phaseIndex): canvas "
                + "\(canvas.width)×\(canvas.height) with \(rows.count) rows")
          }
          // Wide characters count two columns: a row that takes more would push the panes.
          if let row = rows.firstIndex(where: { CellWidth.columns($0) != width }) {
            problems.append(
              "viewer at \(width)×\(height), step \(stepIndex) phase \(phaseIndex): row \(row) "
                + "takes \(CellWidth.columns(rows[row])) columns")
          }
        }
      }
    }
    return problems
  }

  /// The scene as the scene writer writes it (header, root, steps), loaded again:
  /// it must load and plan to the same text and JSON.
  static func roundTripProblems(
    _ scene: SceneSpec, timeline: Timeline,
    swiftFile: @escaping (String) -> (path: String, text: String)? = FuzzPaths.swiftFile
  ) -> [String] {
    let text = yaml(scene)
    let reloaded: SceneSpec
    do {
      reloaded = try SwiftSceneLoader.parse(text, path: "written.yaml", swiftFile: swiftFile)
    } catch {
      return ["the written scene does not load: \(error)\n\(text)"]
    }
    let again = TimelineBuilder.build(reloaded)
    // A code line's phase is named after its line in the file, which the writer moves.
    guard
      withoutLineNumbers(TimelineText.render(again))
        == withoutLineNumbers(TimelineText.render(timeline)),
      withoutLineNumbers(JSONDescription.render(again))
        == withoutLineNumbers(JSONDescription.render(timeline))
    else { return ["the written scene plans to another timeline:\n\(text)"] }
    return []
  }

  /// The text with every `line 12` as `line #`, and every place in a scene file
  /// (`scene.yaml:16:29`, where a delegate expression that failed when UIKit asked it is
  /// located) as `scene.yaml:#:#`: the writer moves the lines, and the file is another.
  static func withoutLineNumbers(_ text: String) -> String {
    text.replacingOccurrences(of: "[Ll]ine [0-9]+", with: "line #", options: .regularExpression)
      .replacingOccurrences(
        of: "[^ :\"]+\\.yaml:[0-9]+:[0-9]+", with: "scene.yaml:#:#", options: .regularExpression)
  }

  /// The whole scene as YAML, through the one scene writer (SceneText's `SceneDocument`).
  static func yaml(_ scene: SceneSpec) -> String {
    SceneDocument(scene: scene).text
  }
}
