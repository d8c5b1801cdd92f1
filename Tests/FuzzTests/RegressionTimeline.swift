import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// The timeline of the regression scene `name` in `Tests/Regressions`, with every invariant
/// checked after every phase.
func regressionTimeline(_ name: String) throws -> Timeline {
  let file = try #require(
    FuzzPaths.yamlFiles(in: FuzzPaths.regressions).first { $0.name == name },
    "no regression scene \(name)")
  return plan(try SwiftSceneLoader.parse(file.text, path: name + ".yaml"))
}
