import ArgumentParser
import DumpExplain
import DumpReader
import Foundation
import TransitionEngine

/// `tscope explain RECORDING`: a recording from lldb's `tscope-record`, each captured moment
/// read by the dump reader and explained in turn, in the order lldb stopped at them.
enum ExplainRecording {
  /// The recording, when the only file given is one; nil for dumps.
  static func read(_ paths: [String]) throws -> Recording? {
    guard paths.count == 1, let path = paths.first, path != "-",
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    let bytes = Array(data)
    guard Recording.isRecording(bytes) else { return nil }
    do {
      return try Recording.read(bytes: bytes, path: path)
    } catch {
      StandardError.write(error.description)
      throw ExitCode.failure
    }
  }

  static func explanations(_ recording: Recording) -> [Explanation] {
    recording.moments.map { Explainer.explain([$0.dump]) }
  }

  /// Each moment under its own heading: `=== moment N/M: LABEL (line L) ===`.
  static func text(_ recording: Recording, _ explanations: [Explanation]) -> String {
    let count = recording.moments.count
    return zip(recording.moments.indices, explanations).map { index, explanation in
      let moment = recording.moments[index]
      return "=== moment \(index + 1)/\(count): \(moment.label) (line \(moment.line)) ===\n"
        + ExplanationText.render(explanation)
    }.joined(separator: "\n")
  }

  /// `{"recording": PATH, "moments": [{"moment", "label", "line", "explanation"}]}`, each
  /// explanation the object `tscope explain --format json` prints for one dump.
  static func json(_ recording: Recording, _ explanations: [Explanation]) -> String {
    let moments = zip(recording.moments.indices, explanations).map { index, explanation in
      let moment = recording.moments[index]
      let object = ExplanationJSON.render(explanation).trimmingCharacters(in: .newlines)
        .replacingOccurrences(of: "\n", with: "\n    ")
      return "\n  {\"moment\": \(index + 1), \"label\": \(JSONWriter.quote(moment.label)), "
        + "\"line\": \(moment.line), \"explanation\": \(object)}"
    }
    return "{\"recording\": \(JSONWriter.quote(recording.path)), \"moments\": ["
      + moments.joined(separator: ",") + "\n]}\n"
  }
}
