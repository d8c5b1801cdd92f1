import TransitionEngine

/// The story in plain sentences, each from a parsed fact or a rule, and the findings.
enum StoryWriter {
  static func write(_ result: inout Explanation) {
    VersionReader.read(&result)
    ViewStory.write(&result)
    ControllerStory.write(&result)
    FindingReader.read(&result)
    if !result.findings.contains(where: { $0.kind == .inFlight }) {
      result.story.append(
        "No transition is in flight: no controller is appearing or disappearing and no "
          + "_UIParallaxDimmingView or push wrapper is in the tree (N-3).")
    }
    for input in result.inputs where input.depthFromIndentation {
      result.story.append(
        "\(input.path) has no '|' depth marks: each line's depth was read from its "
          + "indentation, in steps of the smallest one; check the tree against the paste.")
    }
    let skipped = result.inputs.reduce(0) { $0 + $1.skipped.count }
    if skipped > 0 {
      result.story.append(
        "\(skipped) line\(skipped == 1 ? " was" : "s were") neither a view nor a controller and "
          + "\(skipped == 1 ? "was" : "were") skipped (listed under skipped).")
    }
  }

  /// `Class 0xADDR`, for sentences.
  static func frameText(_ frame: [Double]?) -> String {
    guard let frame, frame.count == 4 else { return "no frame" }
    return "(\(number(frame[0])) \(number(frame[1])); \(number(frame[2])) \(number(frame[3])))"
  }

  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "?" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
