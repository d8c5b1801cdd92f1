import Testing

@testable import TransitionEngine

/// Past the largest offset a layout holds, the subtree cache writes the phase in full and the
/// next one anew: the bytes stay those of a walk over every view.
@Suite struct SubtreeBytesLimitTests {
  /// A chain of full-screen presentations, each from the last: the window gains a container
  /// a step and its first children are copied from phase to phase.
  static func presentChain(steps: Int) -> Timeline {
    let names = (0...steps).map { "C\($0)" }
    let list = zip(names, names.dropFirst()).map { from, name in
      StepSpec(
        action: .present(
          PresentSpec(
            controller: ControllerSpec(name: name, kind: .plain), from: from, style: .fullScreen
          )))
    }
    return TimelineBuilder.build(
      SceneSpec(title: "chain", root: ControllerSpec(name: "C0", kind: .plain), steps: list))
  }

  /// Every phase's window written through a cache with `limit`, as the walk writes it.
  private static func phases(_ timeline: Timeline, limit: Int?) -> [String] {
    var subtrees =
      limit.map { SubtreeBytes<ViewNode>(offsetLimit: $0) } ?? SubtreeBytes(enabled: false)
    var records = RecordBytes<ViewRecord>()
    return timeline.steps.flatMap(\.phases).map { phase in
      var out = OutputSink()
      ViewTreeText.write(phase.window, to: &out, bytes: &records, subtrees: &subtrees)
      records.endPhase()
      return out.text
    }
  }

  @Test(arguments: [0, 150, 250, 350, Int(Int32.max)])
  func everyLimitWritesTheWalkedBytes(limit: Int) {
    let timeline = Self.presentChain(steps: 8)
    let walked = Self.phases(timeline, limit: nil)
    let copied = Self.phases(timeline, limit: limit)
    #expect(walked.count == timeline.phaseCount && walked.count > 8)
    // The limits cut the chain's phases in the middle: some fit, later ones do not.
    #expect(walked.contains { $0.utf8.count < 150 } && walked.contains { $0.utf8.count > 350 })
    #expect(copied == walked)
  }
}
