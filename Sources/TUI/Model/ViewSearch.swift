import TransitionEngine

/// Finds views by class, owner or marker (`containerView`) and callbacks by text, ignoring
/// ASCII case, without building new strings.
enum ViewSearch {
  /// IDs of matching views in depth-first order.
  static func matches(_ query: String, in root: ViewNode) -> [ViewID] {
    let needle = lowered(query)
    guard !needle.isEmpty else { return [] }
    var result: [ViewID] = []
    func visit(_ node: ViewNode) {
      if matches(node, needle) { result.append(node.id) }
      for child in node.subviews { visit(child) }
    }
    visit(root)
    return result
  }

  /// The query as lower-case UTF-8 bytes.
  static func lowered(_ query: String) -> [UInt8] {
    query.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
  }

  static func matches(_ node: ViewNode, _ needle: [UInt8]) -> Bool {
    contains(node.className, needle) || node.owner.map { contains($0, needle) } == true
      || node.role.map { contains($0.rawValue, needle) } == true
  }

  /// Indexes of the callbacks that contain the query.
  static func callbacks(_ query: String, in events: [String]) -> [Int] {
    let needle = lowered(query)
    guard !needle.isEmpty else { return [] }
    return events.indices.filter { contains(events[$0], needle) }
  }

  /// True when `text` contains `needle` (lower-case bytes), ignoring ASCII case.
  static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= needle.count else { return false }
      var start = 0
      while start + needle.count <= bytes.count {
        var offset = 0
        while offset < needle.count {
          let byte = bytes[start + offset]
          let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
          if lower != needle[offset] { break }
          offset += 1
        }
        if offset == needle.count { return true }
        start += 1
      }
      return false
    }
  }
}
