import TransitionEngine

/// What `tscope scan` found: a scene for each transition, and what it skipped.
public struct ScanReport: Hashable, Sendable {
  /// One written scene and what the table says about it.
  public struct Scene: Hashable, Sendable {
    /// The scene file's path, relative to the output folder.
    public var file: String
    public var from: String
    public var to: String
    /// `push`, `present`, `show`, `showDetail`, `segue "id"`, `unwind`, `child add`, `tab switch`.
    public var kind: String
    /// The presentation style of a present (nil otherwise).
    public var style: String?
    public var sourceFile: String
    public var sourceLine: Int
    /// Delegates, animators, presentation controllers and segue classes involved.
    public var custom: [String]
    /// The app's mistakes the tool names when it runs the scene.
    public var mistakes: [AppMistake]
  }

  public var scenes: [Scene] = []
  public var skipped: [ScanSkip] = []

  public init() {}

  /// The table: one line a scene, then the skipped lines.
  public var text: String {
    table(
      header: ["scene", "from → to", "kind", "custom", "mistakes"],
      summary: "\(scenes.count) scene\(scenes.count == 1 ? "" : "s"), \(skipped.count) skipped",
      skippedLabel: "skipped: ", columns: { $0.count }, mistake: { $0.description })
  }

  /// The table with the given words: the five column headings, the summary line, the label
  /// before each skipped line, the columns a cell takes on the terminal (`columns`) and the
  /// label of each app mistake (`mistake`).
  public func table(
    header: [String], summary: String, skippedLabel: String, columns: (String) -> Int,
    mistake: (AppMistake) -> String
  ) -> String {
    var rows = [header]
    for scene in scenes {
      let kind = scene.kind + (scene.style.map { " " + $0 } ?? "")
      rows.append([
        scene.file, scene.from + " → " + scene.to, kind,
        scene.custom.isEmpty ? "-" : scene.custom.joined(separator: ", "),
        scene.mistakes.isEmpty ? "-" : scene.mistakes.map(mistake).joined(separator: "; "),
      ])
    }
    var widths = [Int](repeating: 0, count: 5)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], columns(cell))
      }
    }
    var lines = rows.map { row in
      row.enumerated().map { index, cell in
        index == row.count - 1
          ? cell : cell + String(repeating: " ", count: max(widths[index] - columns(cell), 0))
      }.joined(separator: "  ")
    }
    lines.append(summary)
    for skip in skipped { lines.append(skippedLabel + "\(skip.file):\(skip.line): \(skip.why)") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The same as one JSON object (`{"scenes": […], "skipped": […]}`).
  public var json: String {
    let q = JSONWriter.quote
    let list = { (items: [String]) in "[" + items.map(q).joined(separator: ", ") + "]" }
    let scenes = self.scenes.map { scene in
      "    {\"file\": \(q(scene.file)), \"from\": \(q(scene.from)), \"to\": \(q(scene.to)), "
        + "\"kind\": \(q(scene.kind)), \"style\": \(scene.style.map(q) ?? "null"), "
        + "\"source\": {\"file\": \(q(scene.sourceFile)), \"line\": \(scene.sourceLine)}, "
        + "\"custom\": \(list(scene.custom)), \"mistakes\": \(list(scene.mistakes.map(\.description)))}"
    }
    let skipped = self.skipped.map {
      "    {\"file\": \(q($0.file)), \"line\": \($0.line), \"why\": \(q($0.why))}"
    }
    let block = { (items: [String]) in
      items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    }
    return "{\n  \"scenes\": \(block(scenes)),\n  \"skipped\": \(block(skipped))\n}\n"
  }
}
