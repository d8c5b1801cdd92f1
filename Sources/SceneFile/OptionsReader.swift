import TransitionEngine
import Yams

/// Reads the optional keys any controller may carry into `ControllerOptions`.
struct OptionsReader {
  let context: ReadContext
  private var reader: NodeReader { context.reader }

  func read(_ map: MappingReader) throws(SceneError) -> ControllerOptions {
    var options = ControllerOptions()
    options.className = try map.optionalString("class")
    options.viewClass = try map.optionalString("viewClass")
    options.definesPresentationContext = try map.optionalBool("definesPresentationContext")
    options.providesPresentationContextTransitionStyle =
      try map.optionalBool("providesPresentationContextTransitionStyle") ?? false
    if let node = map.optional("modalTransitionStyle") {
      options.modalTransitionStyle = try reader.choice(
        node, as: ModalTransitionStyle.self, noun: "transition style",
        for: "'modalTransitionStyle'")
    }
    if let node = map.optional("preferredContentSize") {
      let size = try reader.numbers(node, names: ["w", "h"], for: "'preferredContentSize'")
      options.preferredContentSize = Size(width: size[0], height: size[1])
    }
    options.hidesBottomBarWhenPushed = try map.optionalBool("hidesBottomBarWhenPushed") ?? false
    options.modalInPresentation = try map.optionalBool("modalInPresentation") ?? false
    options.shouldDismiss = try map.optionalBool("shouldDismiss") ?? true  // D-10
    if let node = map.optional("adaptive") {
      try reader.keyword(node, "none", for: "adaptive")
      options.adaptiveNone = true
    }
    if let node = map.optional("views") {
      for entry in try reader.sequence(node, for: "'views'") {
        try context.countControllerOrView(at: entry)
        options.views.append(try reader.string(entry, for: "entries of 'views'"))
      }
    }
    if let node = map.optional("background") {
      options.background = try reader.choice(
        node, as: ControllerBackground.self, noun: "background", for: "'background'")
    }
    if let node = map.optional("frame") {
      options.frame = try Self.rect(node, for: "'frame'", reader: reader)
    }
    options.zoomSource = try zoomSource(map)
    return options
  }

  /// `preferredTransition: zoom` with `zoomSource: ClassName` (N-12): both or neither.
  private func zoomSource(_ map: MappingReader) throws(SceneError) -> String? {
    let source = try map.optionalString("zoomSource")
    guard let node = map.optional("preferredTransition") else {
      if let source, let node = map.optional("zoomSource") {
        throw reader.error(
          "'zoomSource: \(source)' needs 'preferredTransition: zoom' on the same controller",
          at: node)
      }
      return nil
    }
    try reader.keyword(node, "zoom", for: "preferredTransition")
    guard let source else {
      throw reader.error(
        "'preferredTransition: zoom' needs 'zoomSource: ClassName', the class of a view of the "
          + "source controller (its 'views') that the zoom starts from", at: node)
    }
    return source
  }

  /// `[x, y, w, h]` as a `Rect`.
  static func rect(_ node: Node, for what: String, reader: NodeReader) throws(SceneError) -> Rect {
    let values = try reader.numbers(node, names: ["x", "y", "w", "h"], for: what)
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }
}
