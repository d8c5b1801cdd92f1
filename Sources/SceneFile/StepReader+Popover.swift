import TransitionEngine
import Yams

extension StepReader {
  /// M-22: `passthrough: [Name, …]` on a present step of a popover (or a share sheet, M-21):
  /// the controllers whose root views are the popover's `passthroughViews`.
  func readPassthrough(_ map: MappingReader, style: PresentationStyle, className: String?)
    throws(SceneError) -> [String]
  {
    guard let node = map.optional("passthrough") else { return [] }
    guard style == .popover || className == "UIActivityViewController" else {
      throw reader.error(
        "'passthrough' sets a popover's passthroughViews, but style \(style.rawValue) is no "
          + "popover; use it with style: popover", at: node)
    }
    var names: [String] = []
    for entry in try reader.sequence(node, for: "'passthrough'") {
      let name = try context.reference(entry, for: "passthrough")
      guard !names.contains(name) else {
        throw reader.error("'\(name)' is already in 'passthrough'", at: entry)
      }
      names.append(name)
    }
    return names
  }

  /// M-22: a dismiss step's `gesture: tapOutside` (the user taps outside a popover, with
  /// `interactive: completed`) and its `at: Name` (whose view the tap lands on).
  func readTapOutside(_ map: MappingReader, into step: inout StepSpec, animator: Bool)
    throws(SceneError)
  {
    guard let node = map.optional("gesture") else {
      if let at = map.optional("at") {
        throw reader.error(
          "'at' says where a tap outside a popover lands; add 'gesture: tapOutside'", at: at)
      }
      return
    }
    let text = try reader.string(node, for: "'gesture'")
    let values = ["tapOutside"]
    guard values.contains(text) else {
      throw reader.error(
        "unknown gesture '\(text)' on a dismiss; expected tapOutside"
          + Self.closest(text, in: values), at: node)
    }
    guard step.swipeCompleted else {
      throw reader.error(
        "'gesture: tapOutside' is the user's tap; add 'interactive: completed'", at: node)
    }
    guard !animator else {
      throw reader.error(
        "'gesture: tapOutside' is UIKit's own dismissal of a popover; it takes no 'animator' "
          + "or 'transitioningDelegate'", at: node)
    }
    step.tapOutside = true
    step.swipeCompleted = false
    if let at = map.optional("at") { step.tapAt = try context.reference(at, for: "at") }
  }
}
