import Foundation
import SwiftScene
import TUI
import Testing
import TransitionEngine

@testable import SceneFile
@testable import TScopeCLI

/// `w` in the viewer: the scene with the steps added in the viewer, written so that loading
/// the file gives the same timeline.
@Suite struct SceneSaverTests {
  static func folder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tscope-save-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Steps like the action menu's: new controllers with views and a frame, a presentation
  /// with a style and a transition, a rotation, a pop that is not animated.
  static var added: [StepSpec] {
    var pushed = ControllerOptions()
    pushed.views = ["UILabel", "UIButton"]
    var child = ControllerOptions()
    child.frame = Rect(x: 16, y: 426.5, width: 361, height: 410)
    var pop = StepSpec(action: .pop(nav: "InboxNav", interactiveCancelled: false))
    pop.animated = false
    return [
      StepSpec(
        action: .push(ControllerSpec(name: "Pushed1", options: pushed), on: "InboxNav"),
        note: "Added from the \"action\" menu."),
      StepSpec(
        action: .present(
          PresentSpec(
            controller: ControllerSpec(name: "Presented1"), from: "Pushed1", style: .formSheet,
            transition: .crossDissolve))),
      StepSpec(action: .dismiss("Presented1", interactiveCancelled: false)),
      StepSpec(action: .addChild(ControllerSpec(name: "Child1", options: child), to: "Pushed1")),
      StepSpec(action: .rotate(.landscape)),
      pop,
    ]
  }

  static func json(_ spec: SceneSpec) -> String {
    JSONDescription.render(TimelineBuilder.build(spec))
  }

  @Test func aSceneFileReloadsToTheSameTimeline() throws {
    let scene = PrintCheckTests.scene("push.yaml")
    var session = SceneSession(
      entry: SceneEntry(path: scene, spec: try SwiftSceneLoader.load(path: scene)))
    for step in Self.added { session.append(step) }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try SceneSaver.save(session.entry, added: Self.added, folder: folder)
    #expect(path == folder + "/push-steps.yaml")
    let loaded = try SwiftSceneLoader.load(path: path)
    #expect(Self.json(loaded) == Self.json(session.spec))
    #expect(
      try SceneSaver.save(session.entry, added: Self.added, folder: folder)
        == folder + "/push-steps-2.yaml", "an existing file is never overwritten")
  }

  @Test func thePlaygroundReloadsToTheSameTimeline() throws {
    let playground = try SwiftSceneLoader.parse(Playground.yaml, path: "playground.yaml")
    #expect(Self.json(playground) == Self.json(Playground.spec), "the built-in text is the scene")
    var session = SceneSession(entry: Playground.entry)
    var options = ControllerOptions()
    options.views = ["UILabel", "UIButton"]
    let steps = [
      StepSpec(action: .push(ControllerSpec(name: "Pushed1", options: options), on: "Nav")),
      StepSpec(action: .rotate(.landscape)),
    ]
    for step in steps { session.append(step) }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try SceneSaver.save(session.entry, added: steps, folder: folder)
    #expect(Self.json(try SwiftSceneLoader.load(path: path)) == Self.json(session.spec))
  }

  @Test func stepsGoAtTheEndOfTheList() {
    let base = "title: t\nroot: A\nsteps:\n    - rotate: landscape\n\n"
    let items = "  - rotate: portrait\n    animated: false\n"
    #expect(
      SceneWriter.appending(items: items, to: base)
        == "title: t\nroot: A\nsteps:\n    - rotate: landscape\n    - rotate: portrait\n      animated: false\n"
    )
    #expect(SceneWriter.appending(items: items, to: "root: A\n") == "root: A\nsteps:\n" + items)
    #expect(
      SceneWriter.appending(items: items, to: "steps:\n  - rotate: landscape\nroot: A\n") == nil)
  }
}
