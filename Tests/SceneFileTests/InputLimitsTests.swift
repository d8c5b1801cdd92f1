import SceneFile
import SwiftScene
import TestSupport
import Testing

/// Runs `body` and returns its result with the time it took. The time is printed, not
/// asserted: on a loaded machine a bound would fail for no fault of the code (a real hang
/// still never finishes).
private func timed<T>(_ body: () -> T, _ what: String = #function) -> (T, Duration) {
  let start = ContinuousClock.now
  let result = body()
  let duration = ContinuousClock.now - start
  TestDepth.report("\(what): \(duration)")
  return (result, duration)
}

@Test func billionLaughsIsRejectedQuickly() {
  var text = "title: T\nroot: A\nlol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
  for level in 1...9 {
    let alias = "*a\(level - 1)"
    text += "lol\(level): &a\(level) [" + Array(repeating: alias, count: 9).joined(separator: ", ")
    text += "]\n"
  }
  let (error, _) = timed { parseError(text) }
  #expect(
    error?.description == "s.yaml:4:12: error: aliases (*a0) are not supported in scene files")
}

@Test func aliasAsMappingKeyIsRejected() {
  let text = "title: T\nroot: A\nx: &big [a, b]\n? *big\n: 1\n"
  #expect(errorLine(text) == "s.yaml:4:3: error: aliases (*big) are not supported in scene files")
}

@Test func anchorsAloneAreRejected() {
  #expect(
    errorLine("title: &t T\nroot: A\n")
      == "s.yaml:1:8: error: anchors (&t) are not supported in scene files")
}

@Test func deepFlowNestingIsRejectedBeforeYams() {
  // The scene mapping is the first level, so the 64th bracket (column 70) is one too many.
  for opener in ["[", "{"] {
    let text = "title: T\nroot: " + String(repeating: opener, count: 100_000) + "\n"
    let (error, _) = timed { parseError(text) }
    #expect(error?.description == "s.yaml:2:70: error: nesting is too deep (more than 64 levels)")
  }
}

@Test func deepBlockNestingIsRejectedBeforeYams() {
  let dashes = String(repeating: "- ", count: 100_000) + "x\n"
  let (error, _) = timed { parseError(dashes) }
  #expect(error?.description == "s.yaml:1:129: error: nesting is too deep (more than 64 levels)")

  var stairs = ""
  for level in 0..<100 {
    stairs += String(repeating: " ", count: level) + "a:\n"
  }
  #expect(errorLine(stairs) == "s.yaml:65:65: error: nesting is too deep (more than 64 levels)")
}

@Test func hugeTextIsRejectedWithoutParsing() {
  let text = String(repeating: "# padding\n", count: 110_000)
  let (error, _) = timed { parseError(text) }
  #expect(
    error?.description
      == "s.yaml:1:1: error: scene file is too large (1100000 bytes; the limit is 1048576)")
}

@Test func tooManyYAMLValuesIsRejectedBeforeYams() {
  let text = "title: T\nroot: A\nabout: [" + String(repeating: "a, ", count: 200_001) + "]\n"
  let (error, _) = timed { parseError(text) }
  #expect(error?.message == "scene file has too many YAML values (more than 200000)")
  #expect(error?.line == 3)
}

@Test func tooManyStepsIsRejected() {
  let text =
    "title: T\nroot: A\nsteps:\n" + String(repeating: "  - rotate: portrait\n", count: 10_001)
  #expect(errorLine(text) == "s.yaml:4:3: error: too many steps (10001; the limit is 10000)")
}

@Test func tooManyControllersAndViewsIsRejected() {
  let views = Array(repeating: "V", count: 20_000).joined(separator: ", ")
  let text = "title: T\nroot:\n  vc: A\n  views: [\(views)]\n"
  #expect(
    errorLine(text)
      == "s.yaml:4:60008: error: too many controllers and views (the limit is 20000)")
}

@Test func largestAcceptedStepCountParses() throws {
  let text =
    "title: T\nroot: A\nsteps:\n" + String(repeating: "  - rotate: portrait\n", count: 10_000)
  let (scene, _) = timed { try? SwiftSceneLoader.parse(text, path: "s.yaml") }
  #expect(scene?.steps.count == 10_000)
}

@Test func legalDeepControllerTreeParses() throws {
  var text = "title: T\nroot:\n"
  for level in 0..<20 {
    let pad = String(repeating: "    ", count: level)
    text += "\(pad)  container: C\(level)\n\(pad)  children:\n\(pad)    -\n"
  }
  text += String(repeating: "    ", count: 20) + "  vc: Leaf\n"
  let scene = try SwiftSceneLoader.parse(text, path: "s.yaml")
  var depth = 0
  var node = scene.root
  while let child = node.childSpecs.first {
    depth += 1
    node = child
  }
  #expect(depth == 20)
  #expect(node.name == "Leaf")
}
