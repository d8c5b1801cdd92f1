import TransitionEngine

/// What one explanation sentence claims about appearance callbacks, read back from its words:
/// the callbacks it names in the order it names them, and the controllers it says hear none.
struct ExplanationClaims {
  /// A controller and an appearance callback the sentence names (`Feed`, `viewWillAppear`).
  struct Mention: Hashable, CustomStringConvertible {
    let name: String
    let call: String
    var description: String { "\(name).\(call)" }
  }

  static let calls: Set<String> = [
    "viewWillAppear", "viewIsAppearing", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
  ]

  /// The named callbacks, in the sentence's order.
  var mentions: [Mention] = []
  /// `A first, then B`: A's appearance callbacks come before B's.
  var firstThen: [(first: String, then: String)] = []
  /// Controllers the sentence says hear no appearance callback.
  var silent: [String] = []
  /// `Only A and B get appearance callbacks`: nobody else hears one.
  var only: [String]?
  /// The sentence says no appearance callback comes in its phase.
  var noneInPhase = false
  /// The sentence says no did-callback comes in its phase.
  var noDidInPhase = false
  /// The sentence says the step brings no callbacks at all.
  var noneInStep = false
  /// The sentence claims an order (`then`, `before`, `first`) and not the reverse (`after`).
  var ordered = false

  /// Reads `sentence`, knowing the scene's controller names.
  init(_ sentence: String, names: Set<String>) {
    let words = Self.words(sentence)
    let lower = sentence.lowercased()
    ordered =
      (words.contains("then") || words.contains("before") || words.contains("first"))
      && !words.contains("after")
    noDidInPhase = lower.contains("no did-callbacks")
    noneInStep = lower.contains("no callbacks,")
    for verb in ["fire", "start", "come", "are sent"]
    where lower.contains("no appearance callbacks \(verb)") {
      noneInPhase = true
    }
    var index = 0
    while index < words.count {
      index = read(words, at: index, names: names)
    }
  }

  /// The sentence's words, commas as words of their own, outer punctuation trimmed.
  static func words(_ sentence: String) -> [String] {
    sentence.spacingCommas().split(separator: " ").map {
      String($0).trimmed("().;:`")
    }.filter { !$0.isEmpty }
  }

  /// A controller name, with whether it is possessive (`Tabs's`).
  static func name(_ word: String, _ names: Set<String>) -> (String, possessive: Bool)? {
    if names.contains(word) { return (word, false) }
    if word.hasSuffix("'s"), names.contains(String(word.dropLast(2))) {
      return (String(word.dropLast(2)), true)
    }
    return nil
  }

  /// A list `A`, `A and B`, `A, B and C` of names or callbacks starting at `index`, and the
  /// index after it.
  static func list(_ words: [String], at index: Int, _ accept: (String) -> Bool) -> (
    [String], Int
  ) {
    guard index < words.count, accept(words[index]) else { return ([], index) }
    var items = [words[index]]
    var next = index + 1
    while next + 1 < words.count, words[next] == "," || words[next] == "and",
      accept(words[next + 1])
    {
      items.append(words[next + 1])
      next += 2
    }
    return (items, next)
  }

  private mutating func read(_ words: [String], at index: Int, names: Set<String>) -> Int {
    let word = words[index]
    let isCall = { (word: String) in Self.calls.contains(word) }
    if isCall(word), index + 1 < words.count, words[index + 1] == "for" {
      let (list, next) = Self.list(words, at: index + 2) { Self.name($0, names) != nil }
      mentions += list.map { Mention(name: $0, call: word) }
      return max(next, index + 1)
    }
    if word == "Only" {
      let (list, next) = Self.list(words, at: index + 1) { names.contains($0) }
      if !list.isEmpty, next + 2 < words.count, words[next].hasPrefix("get"),
        words[next + 1] == "appearance"
      {
        only = list
      }
      return max(next, index + 1)
    }
    guard Self.name(word, names) != nil else { return index + 1 }
    let (list, next) = Self.list(words, at: index) { Self.name($0, names) != nil }
    let parsed = list.compactMap { Self.name($0, names) }
    let subjects = parsed.map(\.0)
    let rest = Array(words[next...].prefix(5))
    if let last = parsed.last, last.possessive {
      let (calls, after) = Self.list(words, at: next, isCall)
      mentions += calls.map { Mention(name: last.0, call: $0) }
      return max(after, next)
    }
    if rest.count >= 2, rest[0] == "will", rest[1] == "appear" || rest[1] == "disappear" {
      let call = rest[1] == "appear" ? "viewWillAppear" : "viewWillDisappear"
      mentions += subjects.map { Mention(name: $0, call: call) }
    } else if rest.count >= 2, rest[0] == "hears" || rest[0] == "gets", isCall(rest[1]) {
      mentions += subjects.map { Mention(name: $0, call: rest[1]) }
    } else if rest.count >= 2, rest[0] == "hears" || rest[0] == "gets",
      rest[1] == "no" || rest[1] == "nothing"
    {
      let callbacks = rest.dropFirst(2).prefix(2).contains { $0.hasPrefix("callback") }
      if rest[1] == "nothing" || callbacks { silent += subjects }
    } else if rest.count >= 4, rest[0] == "first", rest[1] == ",", rest[2] == "then",
      let then = Self.name(rest[3], names)
    {
      firstThen += subjects.map { ($0, then.0) }
    }
    return next
  }
}

extension String {
  fileprivate func spacingCommas() -> String {
    split(separator: ",", omittingEmptySubsequences: false).joined(separator: " , ")
  }

  fileprivate func trimmed(_ set: String) -> String {
    var text = self[...]
    while let first = text.first, set.contains(first) { text = text.dropFirst() }
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
