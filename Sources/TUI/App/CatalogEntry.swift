/// A row of the scene picker: the file it opens and the title it shows. The scene itself is
/// read when the row is chosen (`Effect.openScene`), not when the picker is listed.
public struct CatalogEntry: Hashable, Sendable {
  /// The scene file's path (or a built-in scene's file name); empty for the playground.
  public var path: String
  /// The scene's `title:`, what the picker shows and filters on.
  public var title: String

  public init(path: String, title: String) {
    self.path = path
    self.title = title
  }

  /// The row of a scene already read.
  public init(_ entry: SceneEntry) {
    self.init(path: entry.path, title: entry.spec.title)
  }
}
