import SceneFile
import SwiftScene
import Testing
import TransitionEngine

/// The loader reads every action key of the engine's table, and each action it reads reports
/// the key it was written with.
@Test func everyActionKeyReadsBackAsItsKey() throws {
  let scene = try SwiftSceneLoader.parse(fullExample, path: "full.yaml")
  #expect(Set(scene.steps.map(\.action.key)) == Set(StepActionKey.allCases))
  for key in StepActionKey.allCases {
    let text = """
      title: t
      root: { navigation: Nav, stack: [A] }
      steps:
        - \(key.rawValue): 1
          \(key.options.first ?? "note"): 1
      """
    // A wrong value is reported against this action, so the key itself was recognised.
    let message = errorLine(text)
    #expect(!message.contains("no action key"), "\(key): \(message)")
    #expect(!message.contains("unknown key"), "\(key): \(message)")
  }
  #expect(errorLine("title: t\nroot: A\nsteps:\n  - shove: 1\n").contains("unknown key 'shove'"))
}
