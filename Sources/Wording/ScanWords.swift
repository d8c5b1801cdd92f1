/// `tscope scan`'s table: its column headings, its summary line and the label of a skipped
/// line, and what `tscope DIR` says when it scans. File names, controllers, kinds, styles
/// and the skip reasons (which quote the app's code) are values.
public enum ScanWords: Phrase, Hashable {
  /// A column heading.
  case column(Column)
  /// `2 scenes, 1 skipped`.
  case summary(scenes: Int, skipped: Int)
  /// The word before each skipped line's place.
  case skippedLabel
  /// `tscope DIR` found nothing to scan (`folder`, the skipped count).
  case nothingFound(folder: String, skipped: Int)
  /// `tscope DIR` scanned (`folder`, scenes, the output folder, skipped).
  case scanned(folder: String, scenes: Int, output: String, skipped: Int)

  /// The table's columns, in order.
  public enum Column: Sendable, Hashable, CaseIterable {
    case scene, fromTo, kind, custom, mistakes
  }

  public var english: String {
    switch self {
    case .column(.scene): "scene"
    case .column(.fromTo): "from → to"
    case .column(.kind): "kind"
    case .column(.custom): "custom"
    case .column(.mistakes): "mistakes"
    case .summary(let scenes, let skipped):
      "\(scenes) scene\(scenes == 1 ? "" : "s"), \(skipped) skipped"
    case .skippedLabel: "skipped: "
    case .nothingFound(let folder, let skipped):
      "tscope: error: \(folder): no transition found to scan (\(skipped) skipped; "
        + "'tscope scan \(folder)' lists them)"
    case .scanned(let folder, let scenes, let output, let skipped):
      "tscope: scanned \(folder): \(scenes) scenes in \(output)/, "
        + "\(skipped) skipped ('tscope scan \(folder)' prints the table)"
    }
  }

  public var chinese: String {
    switch self {
    case .column(.scene): "场景"
    case .column(.fromTo): "从 → 到"
    case .column(.kind): "类型"
    case .column(.custom): "自定义"
    case .column(.mistakes): "应用代码的错误"
    case .summary(let scenes, let skipped): "\(scenes) 个场景，跳过 \(skipped) 处"
    case .skippedLabel: "跳过："
    case .nothingFound(let folder, let skipped):
      "tscope: error: \(folder)：没有找到可以扫描的转场（跳过 \(skipped) 处；"
        + "'tscope scan \(folder)' 会列出它们）"
    case .scanned(let folder, let scenes, let output, let skipped):
      "tscope: 已扫描 \(folder)：\(output)/ 中有 \(scenes) 个场景，"
        + "跳过 \(skipped) 处（'tscope scan \(folder)' 会打印表格）"
    }
  }

  /// One of each case, with sample values, for the tests.
  public static let samples: [ScanWords] =
    Column.allCases.map { ScanWords.column($0) } + [
      .summary(scenes: 2, skipped: 1), .skippedLabel,
      .nothingFound(folder: "App", skipped: 3),
      .scanned(folder: "App", scenes: 4, output: "tscope-scenes", skipped: 1),
    ]
}
