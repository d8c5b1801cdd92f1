import Foundation
import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// Writes every phase's explanation, of every shipped and regression scene in every setting
/// the scenes use, to the file `TSCOPE_DUMP_EXPLANATIONS` names (one line a phase), so that a
/// change to how explanations are put together can be compared byte for byte with the text
/// before it (`cmp before.txt after.txt`). Does nothing without the variable.
@Suite struct ExplanationDumpTests {
  @Test func everyExplanationInEverySettingIsWrittenOnRequest() throws {
    guard let target = ProcessInfo.processInfo.environment["TSCOPE_DUMP_EXPLANATIONS"] else {
      return
    }
    var out = ""
    for path in ExplanationEventTests.scenePaths {
      let url = SceneGoldenTests.root.appendingPathComponent(path)
      guard let spec = try? SwiftSceneLoader.load(path: url.path) else { continue }
      for setting in ExplanationEventTests.settings {
        var moved = spec
        moved.device = setting.device
        moved.orientation = setting.orientation
        moved.ios = setting.ios
        moved.multitasking = setting.multitasking
        let timeline = TimelineBuilder.build(moved)
        for (number, step) in timeline.steps.enumerated() {
          for phase in step.phases {
            let text = phase.explanation.replacingOccurrences(of: "\n", with: "\\n")
            out += "\(path)\t\(setting)\t\(number)\t\(phase.name)\t\(text)\n"
          }
        }
      }
    }
    try out.write(toFile: target, atomically: true, encoding: .utf8)
  }
}
