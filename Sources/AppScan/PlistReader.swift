import Foundation

/// Info.plist's main storyboard: `UIMainStoryboardFile`, or the first scene configuration's
/// `UISceneStoryboardFile` (iOS 13+ scene manifests).
enum PlistReader {
  static func mainStoryboard(_ data: Data) -> String? {
    guard
      let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String: Any]
    else { return nil }
    if let name = plist["UIMainStoryboardFile"] as? String { return name }
    let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
    let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
    for key in (configurations?.keys.sorted() ?? []) {
      for entry in configurations?[key] as? [[String: Any]] ?? [] {
        if let name = entry["UISceneStoryboardFile"] as? String { return name }
      }
    }
    return nil
  }
}
