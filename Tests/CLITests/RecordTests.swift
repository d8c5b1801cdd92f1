import Foundation
import Pictures
import SceneFile
import SwiftScene
import TUI
import Testing

@testable import TScopeCLI

/// `tscope record`: an asciinema v2 file whose header and events parse, times in order, at
/// least one frame per phase, and animation frames where views move.
@Suite struct RecordTests {
  static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

  static func session(_ name: String) throws -> SceneSession {
    let path = scenes.appendingPathComponent(name).path
    return SceneSession(entry: SceneEntry(path: path, spec: try SwiftSceneLoader.load(path: path)))
  }

  @Test(arguments: ["push.yaml", "page-sheet-iphone.yaml", "refusals.yaml"])
  func castParses(scene: String) throws {
    let session = try Self.session(scene)
    var walk = Walkthrough(width: 80, height: 24)
    walk.delay = 1
    let frames = walk.frames(session)
    let cast = Asciicast.render(frames, width: 80, height: 24, theme: .dark, title: "t\"")
    let lines = cast.split(separator: "\n").map { Data($0.utf8) }
    let header = try #require(try JSONSerialization.jsonObject(with: lines[0]) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 80)
    #expect(header["height"] as? Int == 24)
    var times: [Double] = []
    var markers: [String] = []
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: line) as? [Any])
      #expect(event.count == 3)
      #expect(event[2] is String)
      let time = try #require((event[0] as? NSNumber)?.doubleValue)
      if event[1] as? String == "m" {
        // A marker where each phase's resting frame begins.
        #expect(time == times.last)
        markers.append(event[2] as? String ?? "")
        continue
      }
      #expect(event[1] as? String == "o")
      times.append(time)
    }
    #expect(times == times.sorted())
    #expect(Set(times).count == times.count)
    let timeline = session.timeline
    let names = timeline.steps.flatMap { step in
      step.phases.indices.compactMap {
        Walkthrough.marker(timeline, at: Position(step: step.index, phase: $0))
      }
    }
    #expect(markers == names)
    // Every phase has a frame (the last event only restores the cursor).
    #expect(Set(frames.map(\.position)).count == session.timeline.phaseCount)
    #expect(times.count >= session.timeline.phaseCount + 1)
  }

  @Test func framesAreTheViewersAndAnimationFramesMoveTheScreen() throws {
    let session = try Self.session("push.yaml")
    let walk = Walkthrough(width: 100, height: 30)
    let frames = walk.frames(session)
    // The frame held at each phase is what the viewer draws there.
    var state = AppState(catalog: [], session: session, size: TerminalSize(width: 100, height: 30))
    var held: [Position: Canvas] = [:]
    for frame in frames where frame.marker != nil { held[frame.position] = frame.canvas }
    #expect(held.count == session.timeline.phaseCount)
    for (position, canvas) in held {
      state.session?.position = position
      #expect(canvas == AppView.render(state, width: 100, height: 30), "\(position)")
    }
    // A push slides views: there are more frames than phases, and they differ.
    #expect(frames.count > session.timeline.phaseCount)
    let animated = frames.indices.dropLast().filter {
      frames[$0].position == frames[$0 + 1].position && frames[$0 + 1].marker != nil
    }
    #expect(!animated.isEmpty)
    for index in animated { #expect(frames[index].canvas != frames[index + 1].canvas) }
  }

  /// An explanation longer than its pane is recorded a page at a time, each page held.
  @Test func theWholeExplanationIsRecorded() throws {
    let session = try Self.session("push.yaml")
    var walk = Walkthrough(width: 60, height: 14)
    walk.content = .why
    walk.tweenFrames = 0
    let frames = walk.frames(session)
    var shown = Set<String>()
    for frame in frames {
      shown.formUnion(frame.canvas.rows.map { $0.trimmingCharacters(in: .whitespaces) })
    }
    for step in session.timeline.steps {
      for phase in step.phases {
        let first = String(phase.explanation.prefix(20))
        #expect(shown.contains { $0.contains(first) }, "\(first)")
        let words = String(phase.explanation.split(separator: " ").last ?? "")
        #expect(shown.contains { $0.contains(words) }, "\(words)")
      }
    }
    #expect(frames.count > session.timeline.phaseCount)
  }

  @Test func cleanFramesHaveNoHintsAndNoSelection() throws {
    var session = try Self.session("push.yaml")
    session.position = Position(step: 1, phase: 2)
    let plain = Snapshot.render(session, content: .all, width: 100, height: 30, ascii: false)
    let clean = Snapshot.render(
      session, content: .all, width: 100, height: 30, ascii: false,
      options: Snapshot.Options(clean: true))
    #expect(plain.rows.last?.contains("help") == true)
    #expect(clean.rows.last?.trimmingCharacters(in: .whitespaces) == "")
    #expect(plain.rows.contains { $0.contains("›UIWindow") })
    #expect(!clean.rows.contains { $0.contains("›") })
    #expect(!clean.rows.contains { $0.contains("═") })
  }

  @Test func secondsAreMilliseconds() {
    #expect(Asciicast.seconds(0) == "0.000")
    #expect(Asciicast.seconds(1.5) == "1.500")
    #expect(Asciicast.seconds(12.0625) == "12.062")
    #expect(Asciicast.seconds(.infinity) == "0.000")
  }
}
