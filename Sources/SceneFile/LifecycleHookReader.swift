import TransitionEngine
import Yams

/// Reads a controller's `onViewDidLoad`, `onViewWillAppear` and `onViewDidAppear`: a present
/// the controller makes from that callback (P-10–P-12), e.g.
/// `onViewDidAppear: { present: Onboarding, style: fullScreen, once: true }`.
struct LifecycleHookReader {
  /// The controller keys, one per callback.
  static let keys = LifecycleCallback.allCases.map(\.sceneKey)
  /// The keys of one hook's mapping.
  static let hookKeys = ["present", "style", "transition", "animated", "once"]

  let context: ReadContext
  private var reader: NodeReader { context.reader }

  /// Fails at an `on…` key that names a callback nobody can present from here, or none at all
  /// (`onViewWillDisappear`, `onViewDidApear`), before the mapping's other keys are checked.
  static func checkCallbackKeys(_ map: MappingReader) throws(SceneError) {
    for entry in map.entries
    where entry.key.hasPrefix("onView") && !keys.contains(entry.key) {
      let hint = Suggestions.closest(to: entry.key, in: keys).map { "; did you mean '\($0)'?" }
      throw map.reader.error(
        "'\(entry.key)' is not a callback a scene can present from; use "
          + keys.joined(separator: ", ") + (hint ?? ""), at: entry.keyNode)
    }
  }

  /// The hooks of the controller `name`, in callback order.
  func read(_ map: MappingReader, controller name: String) throws(SceneError)
    -> [LifecyclePresent]
  {
    var hooks: [LifecyclePresent] = []
    for callback in LifecycleCallback.allCases {
      guard let node = map.optional(callback.sceneKey) else { continue }
      hooks.append(try hook(node, callback: callback, controller: name))
    }
    return hooks
  }

  private func hook(_ node: Node, callback: LifecycleCallback, controller name: String)
    throws(SceneError) -> LifecyclePresent
  {
    let key = callback.sceneKey
    let map = try MappingReader(node, for: "'\(key)'", what: "'\(key)'", reader: reader)
    try map.checkKeys(allowed: Self.hookKeys)
    let presentedNode = try map.required("present")
    let presented = try ControllerReader(context: context, position: .step).read(
      presentedNode, for: "'present' in '\(key)'")
    if presented.name == name {
      throw reader.error(
        "'\(name)' cannot present itself from its own \(callback.rawValue)", at: presentedNode)
    }
    var style = PresentationStyle.automatic
    if let styleNode = map.optional("style") {
      style = try reader.choice(
        styleNode, as: PresentationStyle.self, noun: "presentation style", for: "'style'")
      if style == .popover || style == .actionSheet {
        throw reader.error(
          "'style: \(style.rawValue)' needs an anchor, which '\(key)' cannot give; use a "
            + "'present' step with 'anchor'", at: styleNode)
      }
    }
    if style.isAlertController, presented.kind != .plain, let styleNode = map.optional("style") {
      throw reader.error(
        "'style: \(style.rawValue)' presents a UIAlertController; '\(presented.name)' must be a "
          + "plain controller", at: styleNode)
    }
    var transition: ModalTransitionStyle?
    if let transitionNode = map.optional("transition") {
      transition = try reader.choice(
        transitionNode, as: ModalTransitionStyle.self, noun: "transition style",
        for: "'transition'")
    }
    let present = PresentSpec(
      controller: presented, from: name, style: style, transition: transition)
    return LifecyclePresent(
      callback: callback, present: present, animated: try map.optionalBool("animated") ?? true,
      once: try map.optionalBool("once") ?? false)
  }
}
