import TransitionEngine
import Yams

/// Reads a present step's `sheet:` block (M-10) and checks the `detent` steps against the
/// detents each sheet declared, with located errors.
struct SheetReader {
  static let keys = [
    "detents", "selected", "largestUndimmed", "grabber", "edgeAttachedInCompactHeight",
    "widthFollowsPreferredContentSizeWhenEdgeAttached", "placement",
  ]
  static let systemDetents = ["medium", "large"]
  /// Styles whose presentation controller is a sheet (or adapts to one).
  static let sheetStyles: [PresentationStyle] = [.pageSheet, .formSheet, .automatic, .popover]

  let reader: NodeReader
  /// The scene's iOS version: `placement` needs iOS 27 (V-2).
  var ios = 17

  /// `sheet: { detents: [...], selected: …, largestUndimmed: …, grabber: …, … }`.
  func read(_ node: Node) throws(SceneError) -> SheetConfiguration {
    let map = try MappingReader(node, for: "'sheet'", what: "'sheet'", reader: reader)
    try map.checkKeys(allowed: Self.keys)
    var detents: [SheetDetent] = [.large]
    if let list = map.optional("detents") {
      let entries = try reader.sequence(list, for: "'detents'")
      guard !entries.isEmpty else {
        throw reader.error("'detents' needs at least one detent", at: list)
      }
      detents = []
      for entry in entries {
        let detent = try readDetent(entry)
        if detents.contains(where: { $0.identifier == detent.identifier }) {
          throw reader.error("duplicate detent '\(detent.identifier)'", at: entry)
        }
        detents.append(detent)
      }
    }
    let ids = detents.map(\.identifier)
    let selected = try identifier(map, "selected", among: ids)
    let undimmed = try identifier(map, "largestUndimmed", among: ids)
    var sheet = SheetConfiguration(
      detents: detents, selected: selected, largestUndimmed: undimmed,
      grabber: try map.optionalBool("grabber") ?? false,
      edgeAttachedInCompactHeight: try map.optionalBool("edgeAttachedInCompactHeight") ?? false)
    sheet.widthFollowsPreferredContentSize =
      try map.optionalBool("widthFollowsPreferredContentSizeWhenEdgeAttached") ?? false
    if let node = map.optional("placement") {
      sheet.placement = try reader.choice(
        node, as: SheetPlacement.self, noun: "placement", for: "'placement'")
      guard ios >= 27 else {
        throw reader.error(
          "'placement' is iOS 27's UISheetPresentationController.preferredPlacement; this "
            + "scene runs iOS \(ios) (write ios: 27)", at: node)
      }
    }
    return sheet
  }

  /// `medium`, `large` or `{ custom: Name, height: N }`.
  private func readDetent(_ node: Node) throws(SceneError) -> SheetDetent {
    if case .mapping = node {
      let map = try MappingReader(
        node, for: "a custom detent", what: "a custom detent", reader: reader)
      try map.checkKeys(allowed: ["custom", "height"])
      let name = try reader.name(try map.required("custom"), for: "'custom'")
      if Self.systemDetents.contains(name) {
        throw reader.error(
          "custom detent '\(name)' has the identifier of a system detent; choose another name",
          at: node)
      }
      let heightNode = try map.required("height")
      let height = try reader.number(heightNode, for: "'height'")
      guard height > 0, height <= 100_000 else {
        throw reader.error(
          "'height' must be a positive number of points, found \(Rect.format(height))",
          at: heightNode)
      }
      return .custom(name: name, height: height)
    }
    let text = try reader.string(node, for: "a detent")
    switch text {
    case "medium": return .medium
    case "large": return .large
    default:
      throw reader.error(
        "unknown detent '\(text)'" + Suggestions.hint(for: text, in: Self.systemDetents)
          + " (a custom detent is written { custom: Name, height: 200 })", at: node)
    }
  }

  /// `selected` / `largestUndimmed`: the identifier of one of the sheet's detents.
  private func identifier(_ map: MappingReader, _ key: String, among ids: [String])
    throws(SceneError) -> String?
  {
    guard let node = map.optional(key) else { return nil }
    let text = try reader.string(node, for: "'\(key)'")
    guard ids.contains(text) else {
      throw reader.error(
        "'\(key)' names '\(text)', which is not one of the sheet's detents ("
          + ids.joined(separator: ", ") + ")" + StepReader.closest(text, in: ids), at: node)
    }
    return text
  }
}
