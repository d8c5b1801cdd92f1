import Foundation

/// The `swift:` files of many scenes, each parsed once: `tscope scan` loads a scene for every
/// transition of an app, and most of them name the same files.
public final class SwiftSourceCache {
  private var sources: [String: (text: String, source: SwiftSource)] = [:]

  /// An empty cache.
  public init() {}

  /// Keeps `source`, parsed from `text`, for the file at `path`.
  public func insert(_ source: SwiftSource, text: String, path: String) {
    sources[Self.key(path)] = (text, source)
  }

  /// The parse of the file at `path` whose text is `text`: the kept one when its text is the
  /// same, else parsed now (and kept).
  func source(path: String, name: String, text: String) -> SwiftSource {
    let key = Self.key(path)
    if let kept = sources[key], kept.text == text, kept.source.name == name {
      return kept.source
    }
    let source = SwiftSource(name: name, text: text)
    sources[key] = (text, source)
    return source
  }

  /// One spelling for every path of a file (`out/../app/Home.swift` is `app/Home.swift`).
  private static func key(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
