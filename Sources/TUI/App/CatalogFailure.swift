/// A scene file the picker could not load: its path and the loader's message
/// (`path:line:column: error: …`).
public struct CatalogFailure: Hashable, Sendable {
  public var path: String
  public var message: String

  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// The message with the path shortened to the file's name.
  public var shortMessage: String {
    let name = PickerOverlay.fileName(path)
    return message.hasPrefix(path) ? name + message.dropFirst(path.count) : message
  }
}
