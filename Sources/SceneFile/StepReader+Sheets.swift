import TransitionEngine
import Yams

extension StepReader {
  /// A present step's `sheet:` block, only for styles whose controller is a sheet (M-10).
  func readSheet(_ map: MappingReader, style: PresentationStyle) throws(SceneError)
    -> SheetConfiguration?
  {
    guard let node = map.optional("sheet") else { return nil }
    guard SheetReader.sheetStyles.contains(style) else {
      throw reader.error(
        "'sheet' configures a sheet, but style \(style.rawValue) is not one; use it with "
          + "pageSheet, formSheet, automatic or popover (the sheet it adapts to)", at: node)
    }
    return try SheetReader(reader: reader, ios: context.ios).read(node)
  }

  /// `detent: identifier`, `on: Name` (required), `interactive: true | false`.
  func readDetentStep(_ value: Node, map: MappingReader) throws(SceneError) -> StepAction {
    let onNode = try map.required("on")
    let on = try context.reference(onNode, for: "on")
    let identifier = try reader.string(value, for: "'detent'")
    guard let detents = context.sheets.detents(of: on) else {
      throw reader.error(
        "'detent' needs a controller presented earlier in the scene, but '\(on)' never is",
        at: onNode)
    }
    guard detents.contains(identifier) else {
      throw reader.error(
        "unknown detent '\(identifier)' for \(on); its sheet's detents are "
          + detents.joined(separator: ", ") + Self.closest(identifier, in: detents),
        at: value)
    }
    let interactive = try map.optionalBool("interactive") ?? false
    return .detent(identifier, on: on, interactive: interactive)
  }

  /// A dismiss step's `interactive`: `cancelled` (a swipe released, T-6) or `completed` (the
  /// user swipes the sheet away, D-7); nil without the key.
  func dismissInteraction(_ map: MappingReader) throws(SceneError) -> String? {
    guard let node = map.optional("interactive") else { return nil }
    let text = try reader.string(node, for: "'interactive'")
    let values = ["cancelled", "completed"]
    guard values.contains(text) else {
      throw reader.error(
        "unknown interactive value '\(text)'" + Suggestions.hint(for: text, in: values), at: node)
    }
    return text
  }

  /// `; did you mean 'x'?` when a close identifier exists.
  static func closest(_ text: String, in ids: [String]) -> String {
    Suggestions.closest(to: text, in: ids).map { "; did you mean '\($0)'?" } ?? ""
  }
}

extension StepReader {
  /// N-18: `gesture: edge | content` on a pop; `content` is iOS 26's
  /// `interactiveContentPopGestureRecognizer`, a pan anywhere in the content. It needs
  /// `interactive` (the gesture is the user's) and UIKit's own swipe (no `animator`).
  func readPopGesture(_ map: MappingReader, animator: Bool) throws(SceneError) -> Bool {
    guard let node = map.optional("gesture") else { return false }
    let text = try reader.string(node, for: "'gesture'")
    let values = ["edge", "content"]
    guard values.contains(text) else {
      throw reader.error(
        "unknown gesture '\(text)'; expected edge or content" + Self.closest(text, in: values),
        at: node)
    }
    guard map.optional("interactive") != nil else {
      throw reader.error(
        "'gesture: \(text)' says how the user's swipe back starts; add 'interactive: "
          + "cancelled' or 'interactive: completed'", at: node)
    }
    guard !animator else {
      throw reader.error(
        "'gesture' is UIKit's own swipe back; with an 'animator' the app's interaction "
          + "controller drives the pop", at: node)
    }
    guard text == "content" else { return false }
    guard context.ios >= 26 else {
      throw reader.error(
        "'gesture: content' is iOS 26's interactiveContentPopGestureRecognizer (N-18), but "
          + "this scene is ios: \(context.ios); before iOS 26 only the edge swipe pops", at: node)
    }
    return true
  }
}
