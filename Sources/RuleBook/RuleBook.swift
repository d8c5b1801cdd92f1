/// The rules of UIKit's view-controller transitions that TransitionScope models, by ID: every
/// ID the engine and its explanations cite is defined here (a test checks it).
///
/// Each chapter lives in its own file under `Chapters/`; add a rule to its chapter's list.
public enum RuleBook {
  /// Every rule, chapter by chapter.
  public static let all: [Rule] =
    objects + presenting + dismissing + styles + sheetGeometry + alerts + modalTree + adaptivity
    + navigation + tabs + split + containers + transitioning + timelines + lifecycle + unwind
    + defaults + openQuestions + versions

  private static let byID: [String: Rule] = {
    var table: [String: Rule] = [:]
    for rule in all where table[rule.id] == nil { table[rule.id] = rule }
    return table
  }()

  /// The rule with this ID; `13.1` and `§13.1` name the same section, any letter case.
  public static func rule(_ id: String) -> Rule? {
    byID[canonical(id)]
  }

  /// `§13.1` for `13.1`, upper case for letters; other IDs unchanged.
  public static func canonical(_ id: String) -> String {
    let trimmed = id.uppercased()
    if let first = trimmed.first, first.isNumber { return "§" + trimmed }
    return trimmed
  }

  /// Up to `count` defined IDs nearest to `id` (edit distance, then the same prefix).
  public static func closest(to id: String, count: Int = 3) -> [String] {
    let wanted = Array(canonical(id))
    let prefix = wanted.prefix { $0.isLetter || $0 == "§" }
    let scored = all.map { rule -> (String, Int) in
      let candidate = Array(rule.id)
      var score = distance(wanted, candidate) * 2
      if !candidate.starts(with: prefix) { score += 1 }
      return (rule.id, score)
    }
    return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(count).map(\.0)
  }

  /// Levenshtein distance between two character arrays.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1]
      for (j, y) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
