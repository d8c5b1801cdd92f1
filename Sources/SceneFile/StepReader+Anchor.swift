import TransitionEngine
import Yams

extension StepReader {
  /// The keys of a present step's `anchor:` mapping (M-17).
  static let anchorKeys = ["sourceView", "sourceRect", "barButtonItem", "sourceItem"]
  /// The styles an anchor means something for: those with a popoverPresentationController.
  static let anchoredStyles: [PresentationStyle] = [.popover, .actionSheet]

  /// `anchor: { sourceView: Name, sourceRect: [x, y, w, h] }`, `{ barButtonItem: slot }` or
  /// `{ sourceItem: slot or Name }` (iOS 16+), for a popover or an action sheet (M-17).
  func readAnchor(_ map: MappingReader, style: PresentationStyle) throws(SceneError)
    -> PopoverAnchor?
  {
    guard let node = map.optional("anchor") else { return nil }
    guard Self.anchoredStyles.contains(style) else {
      throw reader.error(
        "'anchor' sets a popover's sourceView, barButtonItem or sourceItem, but style "
          + "\(style.rawValue) has no popoverPresentationController; use it with popover or "
          + "actionSheet", at: node)
    }
    if let source = map["source"] {
      throw reader.error(
        "'source' and 'anchor' both anchor the popover; keep one ('source: Name' is short for "
          + "'anchor: { sourceView: Name }')", at: source)
    }
    let anchor = try MappingReader(node, for: "'anchor'", what: "'anchor'", reader: reader)
    try anchor.checkKeys(allowed: Self.anchorKeys)
    let forms = anchor.entries.filter { $0.key != "sourceRect" }
    guard let form = forms.first else {
      if let rect = anchor["sourceRect"] {
        throw reader.error(
          "'sourceRect' is in sourceView's coordinates; give 'sourceView' too", at: rect)
      }
      throw reader.error(
        "'anchor' needs one of sourceView (with sourceRect), barButtonItem or sourceItem",
        at: node)
    }
    if forms.count > 1 {
      throw reader.error(
        "'anchor' names one anchor; '\(form.key)' and '\(forms[1].key)' are two",
        at: forms[1].keyNode)
    }
    switch form.key {
    case "sourceView":
      let view = try context.reference(form.value, for: "sourceView")
      let rect = try anchor.optional("sourceRect").map { (rect) throws(SceneError) in
        try OptionsReader.rect(rect, for: "'sourceRect'", reader: reader)
      }
      return .sourceView(view, rect: rect)
    case "barButtonItem":
      try noRect(anchor, form.key)
      return .barButtonItem(try slot(form.value, for: "barButtonItem"))
    default:
      try noRect(anchor, form.key)
      guard context.ios >= 16 else {
        throw reader.error(
          "'sourceItem' is iOS 16 or later, but this scene is iOS \(context.ios); use "
            + "sourceView or barButtonItem", at: form.keyNode)
      }
      let text = try reader.string(form.value, for: "'sourceItem'")
      if let slot = BarButtonSlot(rawValue: text) { return .sourceItem(.barButtonItem(slot)) }
      return .sourceItem(.view(try context.reference(form.value, for: "sourceItem")))
    }
  }

  /// `style: alert` or `actionSheet` presents a UIAlertController (iOS 8+): a plain
  /// controller.
  func checkAlertController(
    _ spec: ControllerSpec, style: PresentationStyle, at node: Node, styleNode: Node?
  ) throws(SceneError) {
    guard style.isAlertController else { return }
    if context.ios < 8, let styleNode {
      throw reader.error(
        "style \(style.rawValue) presents a UIAlertController, which is iOS 8 or later, but "
          + "this scene is iOS \(context.ios)", at: styleNode)
    }
    guard spec.kind != .plain else { return }
    throw reader.error(
      "style \(style.rawValue) presents a UIAlertController, which is a plain controller; "
        + "present 'vc: \(spec.name)' or a bare name", at: node)
  }

  private func slot(_ node: Node, for key: String) throws(SceneError) -> BarButtonSlot {
    try reader.choice(node, as: BarButtonSlot.self, noun: "bar button item", for: "'\(key)'")
  }

  private func noRect(_ anchor: MappingReader, _ key: String) throws(SceneError) {
    guard let rect = anchor["sourceRect"] else { return }
    throw reader.error(
      "'sourceRect' goes with sourceView, not with \(key)", at: rect)
  }
}
