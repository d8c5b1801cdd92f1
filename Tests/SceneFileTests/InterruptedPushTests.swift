import SceneFile
import SwiftScene
import Testing
import TransitionEngine

@Test func interruptedIsReadOnPushOnly() throws {
  let scene = try SwiftSceneLoader.parse(
    "title: T\nroot: { navigation: Nav, stack: [A] }\nsteps:\n  - push: B\n    interrupted: true\n",
    path: "s.yaml")
  #expect(scene.steps.first?.interruptedByPop == true)
  #expect(
    errorLine(
      "title: T\nroot: { navigation: Nav, stack: [A] }\nsteps:\n  - pop: Nav\n    interrupted: true\n"
    )
      == "s.yaml:5:5: error: key 'interrupted' is not allowed in 'pop' step (it belongs to 'push' steps)"
  )
  #expect(
    errorLine(
      "title: T\nroot: { navigation: Nav, stack: [A] }\nsteps:\n  - push: B\n    interrupted: yes\n"
    )
    .hasPrefix("s.yaml:5:18: error: expected a boolean"))
}
