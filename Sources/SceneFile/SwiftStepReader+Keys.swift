import TransitionEngine
import Yams

extension SwiftStepReader {
  /// The step keys that may hold real Swift, in the order they are written back.
  static let writtenBackKeys = ["class"] + delegateKeys + ["animator"]

  /// The step's real-Swift keys as written, for `w`; nil when nothing in the step came from
  /// Swift.
  func keys(of step: StepSpec, map: MappingReader) -> SwiftStepKeys? {
    var keys: [SwiftStepKeys.Key] = []
    for key in Self.writtenBackKeys {
      guard let node = map.optional(key), case .scalar(let scalar) = node else { continue }
      if key == "animator" && !Self.isSwift(node) { continue }
      let isBlock = scalar.style == .literal || scalar.string.contains("\n")
      var text = scalar.string
      // A block's last newline is YAML's (clip or keep), not the Swift's.
      while isBlock, text.last == "\n" { text.removeLast() }
      keys.append(SwiftStepKeys.Key(key: key, text: text, isBlock: isBlock))
    }
    if !keys.isEmpty { return SwiftStepKeys(keys: keys) }
    // A dismissal whose animator the presented controller's delegate gave again.
    if step.animator != nil || step.appCall != nil, map.optional("animator") == nil {
      return SwiftStepKeys(keys: [])
    }
    return nil
  }
}
