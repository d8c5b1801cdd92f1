import SceneFile
import Testing
import TransitionEngine

/// `SceneStream`, the steps of a scene read one at a time: the same steps in the same order
/// as the whole scene, the step count before any step is read, and a broken step's located
/// error when that step is read, after the steps before it.
@Suite struct SceneStreamTests {
  static let text = """
    title: Three pushes
    root: { navigation: Nav, stack: [First] }
    steps:
      - push: Second
      - push: Third
        animated: false
      - pop: Nav
    """

  @Test func theStepsComeInOrderAndMakeTheWholeScene() throws {
    let whole = try SceneLoader.parse(Self.text, path: "three.yaml")
    var stream = try SceneLoader.parseUpToSteps(Self.text, path: "three.yaml")
    #expect(stream.stepCount == 3)
    #expect(stream.scene.steps.isEmpty)
    #expect(stream.scene.title == "Three pushes")
    var steps: [StepSpec] = []
    while let step = try stream.next() { steps.append(step) }
    #expect(steps == whole.steps)
    #expect(try stream.next() == nil, "the end stays the end")
    #expect(stream.whole == whole)
    #expect(stream.app == nil)
  }

  @Test func aBrokenStepIsItsLocatedErrorAfterTheStepsBeforeIt() throws {
    let broken = Self.text.replacingOccurrences(of: "  - pop: Nav", with: "  - pup: Nav")
    let whole = #expect(throws: SceneError.self) {
      try SceneLoader.parse(broken, path: "three.yaml")
    }
    let good = try SceneLoader.parse(Self.text, path: "three.yaml")
    var stream = try SceneLoader.parseUpToSteps(broken, path: "three.yaml")
    #expect(stream.stepCount == 3)
    #expect(try stream.next() == good.steps[0])
    #expect(try stream.next() == good.steps[1])
    let streamed = #expect(throws: SceneError.self) { try stream.next() }
    #expect(streamed == whole)
    #expect(streamed?.description.hasPrefix("three.yaml:7:5: error: ") == true)
  }

  @Test func aSceneReadWholeIsHandedOutAsItIs() throws {
    let whole = try SceneLoader.parse(Self.text, path: "three.yaml")
    var stream = SceneStream(reading: whole)
    #expect(stream.stepCount == 3)
    #expect(stream.scene.steps.isEmpty)
    var steps: [StepSpec] = []
    while let step = try stream.next() { steps.append(step) }
    #expect(steps == whole.steps)
    #expect(stream.whole == whole)
  }

  @Test func aStepsErrorBeforeAnyStepIsThrownWhenTheSceneIsRead() {
    let notASequence = Self.text.components(separatedBy: "steps:")[0] + "steps: 3\n"
    #expect(throws: SceneError.self) {
      try SceneLoader.parseUpToSteps(notASequence, path: "three.yaml")
    }
  }
}
