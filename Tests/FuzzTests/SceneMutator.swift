import TestSupport

/// Mutates a shipped scene's text the way a careless or hostile author might: swaps names,
/// points a reference elsewhere, nests names in new containers, appends steps that show,
/// present, push or add controllers in odd places, and puts odd numbers where numbers are.
struct SceneMutator {
  private var rng: SeededRandom

  init(seed: UInt64) { rng = SeededRandom(state: seed) }

  /// The scene text after one to four mutations.
  mutating func mutate(_ text: String) -> String {
    var result = text
    for _ in 0..<(1 + rng.below(4)) {
      let names = Self.names(in: result)
      switch rng.below(7) {
      case 0: result = swapNames(result, names)
      case 1: result = redirect(result, names)
      case 2: result = nest(result, names)
      case 3: result = oddNumber(result)
      default: result = appendStep(result, names)
      }
    }
    return result
  }

  /// Capitalised words that look like controller names (letters and digits).
  static func names(in text: String) -> [String] {
    var found: [String] = []
    var seen = Set<String>()
    var word = ""
    for character in text + " " {
      if character.isLetter || character.isNumber {
        word.append(character)
        continue
      }
      if let first = word.first, first.isUppercase, !word.hasPrefix("UI"), word.count > 1,
        seen.insert(word).inserted
      {
        found.append(word)
      }
      word = ""
    }
    return found
  }

  private mutating func swapNames(_ text: String, _ names: [String]) -> String {
    guard names.count >= 2 else { return text }
    let a = rng.pick(names, or: "")
    let b = rng.pick(names, or: "")
    return Self.replacingWord(a, with: "\u{1}", in: text)
      .replacingWord(b, with: a).replacingWord("\u{1}", with: b)
  }

  /// One occurrence of a name becomes another name.
  private mutating func redirect(_ text: String, _ names: [String]) -> String {
    guard names.count >= 2 else { return text }
    let a = rng.pick(names, or: "")
    let b = rng.pick(names, or: "")
    return Self.replacingWord(a, with: b, in: text, onlyOccurrence: rng.below(4))
  }

  /// One occurrence of a name becomes a new container holding it.
  private mutating func nest(_ text: String, _ names: [String]) -> String {
    guard let name = names.isEmpty ? nil : rng.pick(names, or: "") else { return text }
    let new = "Z\(rng.below(1000))"
    let wrapped: String
    switch rng.below(4) {
    case 0: wrapped = "{navigation: \(new), stack: [\(name)]}"
    case 1: wrapped = "{tab: \(new), tabs: [\(name)]}"
    case 2: wrapped = "{split: \(new), primary: \(name)}"
    default: wrapped = "{container: \(new), children: [\(name)]}"
    }
    return Self.replacingWord(name, with: wrapped, in: text, onlyOccurrence: rng.below(4))
  }

  /// One number in the text becomes an odd one (legal or not).
  private mutating func oddNumber(_ text: String) -> String {
    let odd = [
      "0", "-0", "1e21", "1e308", "-1e308", ".inf", "-.inf", ".nan", "100000", "100000.5",
      "-100001", "99999.995", "1e15", "4.9e-324", "0.005",
    ]
    var characters = Array(text)
    var starts: [Int] = []
    for index in characters.indices where characters[index].isNumber {
      if index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber) {
        starts.append(index)
      }
    }
    guard !starts.isEmpty else { return text }
    let start = rng.pick(starts, or: 0)
    var end = start
    while end < characters.count && (characters[end].isNumber || characters[end] == ".") {
      end += 1
    }
    characters.replaceSubrange(start..<end, with: Array(rng.pick(odd, or: "0")))
    return String(characters)
  }

  /// A step that shows, presents, pushes or adds a named controller somewhere odd.
  private mutating func appendStep(_ text: String, _ names: [String]) -> String {
    let a = rng.pick(names, or: "A")
    let b = rng.pick(names, or: "A")
    let c = rng.pick(names, or: "A")
    let new = "Y\(rng.below(1000))"
    let inline = rng.pick(
      [
        a, "{navigation: \(new), stack: [\(a)]}",
        "{split: \(new), primary: \(new)P, secondary: \(a)}",
        "{tab: \(new), tabs: [\(a), \(c)]}", "{container: \(new), children: [\(a)]}",
      ], or: a)
    let step: [String]
    switch rng.below(13) {
    case 0: step = ["- show: \(inline)", "  from: \(b)"]
    case 1: step = ["- showDetail: \(inline)", "  from: \(b)"]
    case 2:
      step = [
        "- present: \(inline)", "  from: \(b)",
        "  style: \(rng.pick(SceneGenerator.styles, or: "automatic"))",
      ]
    case 3: step = ["- push: \(inline)", "  on: \(b)"]
    case 4: step = ["- addChild: \(inline)", "  to: \(b)"]
    case 5: step = ["- dismiss: \(b)"]
    case 6: step = ["- removeChild: \(b)"]
    case 7: step = ["- unwind: \(b)", "  from: \(c)"]
    case 8: step = ["- detent: \(rng.pick(["medium", "large"], or: "large"))", "  on: \(b)"]
    case 9:
      let kind = rng.pick(SceneGenerator.segueKinds, or: "show")
      step =
        ["- segue: \(inline)", "  from: \(b)", "  kind: \(kind)"]
        + (kind == "custom"
          ? [
            "  perform: |", "    source.parent.addChild(destination)",
            "    source.parent.transition(from: source, to: destination)",
            "    destination.didMove(toParent: source.parent)",
          ] : [])
    case 10:
      step = [
        "- code: |", "    \(b).addChild(\(a))", "    \(b).view.addSubview(\(a).view)",
        "    \(a).didMove(toParent: \(b))",
      ]
    case 11:
      step = [
        "- present: \(inline)", "  from: \(b)", "  animator: |",
        "    containerView.addSubview(toView)", "    transitionContext.completeTransition(true)",
      ]
    default: step = ["- select: \(b)"]
    }
    var result = text
    if !result.contains("\nsteps:") { result += (result.hasSuffix("\n") ? "" : "\n") + "steps:\n" }
    if result.hasSuffix("steps: []\n") { result = String(result.dropLast(3)) + "\n" }
    if !result.hasSuffix("\n") { result += "\n" }
    let indent = Self.stepIndent(of: result)
    return result + step.map { indent + $0 }.joined(separator: "\n") + "\n"
  }

  /// The indentation of the existing step items (`  - ` or `- `).
  private static func stepIndent(of text: String) -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let steps = lines.firstIndex(where: { $0.hasPrefix("steps:") }) else { return "  " }
    for line in lines[(steps + 1)...] {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("- ") {
        return String(repeating: " ", count: line.count - trimmed.count)
      }
    }
    return "  "
  }

  /// Replaces whole-word occurrences of `word` (all, or only the n-th when given).
  static func replacingWord(
    _ word: String, with replacement: String, in text: String, onlyOccurrence: Int? = nil
  ) -> String {
    guard !word.isEmpty else { return text }
    var result = ""
    var current = ""
    var seen = 0
    func flush() {
      if current == word && (onlyOccurrence == nil || onlyOccurrence == seen) {
        result += replacement
      } else {
        result += current
      }
      if current == word { seen += 1 }
      current = ""
    }
    for character in text {
      if character.isLetter || character.isNumber || character == "\u{1}" {
        current.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}

extension String {
  fileprivate func replacingWord(_ word: String, with replacement: String) -> String {
    SceneMutator.replacingWord(word, with: replacement, in: self)
  }
}
