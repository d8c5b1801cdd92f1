/// Edit distance and "did you mean" hints for unknown keys, values and names.
enum Suggestions {
  /// Words longer than this are not compared (keeps the cost bounded on hostile input).
  static let maxComparedLength = 64

  /// Edit distance between two strings, counted in characters: insertions, deletions,
  /// substitutions, and swaps of two neighbouring characters (`psuh` is one edit from `push`,
  /// `form` one from `from`), each counting one.
  static func distance(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var beforePrevious = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[right.count]
  }

  /// The candidate closest to `word` when it is close enough to be a likely typo.
  static func closest(to word: String, in candidates: [String]) -> String? {
    guard word.count <= maxComparedLength else { return nil }
    let lowered = word.lowercased()
    if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
      return sameLetters
    }
    let limit = word.count <= 2 ? 0 : (word.count <= 4 ? 1 : (word.count <= 8 ? 2 : 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate.count <= maxComparedLength {
      guard abs(candidate.count - word.count) <= limit else { continue }
      let d = distance(lowered, candidate.lowercased())
      if d > 0 && d <= limit && d < (best?.distance ?? Int.max) {
        best = (candidate, d)
      }
    }
    return best?.name
  }

  /// `"; did you mean 'x'?"` when a candidate is close, else `"; expected one of: a, b, c"`.
  static func hint(for word: String, in candidates: [String]) -> String {
    if let match = closest(to: word, in: candidates) {
      return "; did you mean '\(match)'?"
    }
    return "; expected one of: " + candidates.joined(separator: ", ")
  }
}
