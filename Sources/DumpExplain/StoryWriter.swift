import TransitionEngine

/// The story in plain sentences, each from a parsed fact or a rule, and the findings.
enum StoryWriter {
  static func write(_ result: inout Explanation) {
    VersionReader.read(&result)
    ViewStory.write(&result)
    ControllerStory.write(&result)
    FindingReader.read(&result)
    if !result.findings.contains(where: { $0.kind == .inFlight }) {
      result.say(.noTransition)
    }
    for input in result.inputs where input.depthFromIndentation {
      result.say(.depthFromIndentation(path: input.path))
    }
    let skipped = result.inputs.reduce(0) { $0 + $1.skipped.count }
    if skipped > 0 { result.say(.skippedLines(skipped)) }
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
