import DumpReader
import TransitionEngine
import Wording

/// The iOS version, only from evidence named in the dump: the `_printHierarchy` view form,
/// the iOS 13 root wrapper, a root view straight in the window, catalogued classes that only
/// some versions have, and addresses that all fit in 32 bits.
enum VersionReader {
  /// At least this many distinct addresses must all fit in 32 bits before the dump counts as
  /// printed by a 32-bit process, so that a handful of made-up ones (`0x1234…`) says nothing.
  static let thirtyTwoBitQuorum = 8

  /// The addresses a 32-bit process prints: 6 to 8 hex digits (heap addresses; `0x1`-style
  /// placeholders are shorter). Every 64-bit process the dumps show prints 9 or more (arm64
  /// `0x1…`, simulators `0x7f…` and `0x6000…`).
  static func isThirtyTwoBit(_ address: String) -> Bool {
    guard address.hasPrefix("0x") else { return false }
    let digits = address.dropFirst(2)
    return (6...8).contains(digits.count) && digits.allSatisfy(\.isHexDigit)
  }

  /// All of the dump's printed addresses (a quorum of them) fit in 32 bits: the sentence, or
  /// nil. iOS 11 and later run only 64-bit apps, so such a dump is from iOS 10 or earlier.
  static func thirtyTwoBitEvidence(_ result: Explanation)
    -> ControllerStoryWords.VersionEvidence?
  {
    let printed = Set(
      (result.views.map(\.id) + result.controllers.map(\.id)
        + result.controllers.compactMap(\.viewAddress)).filter {
          $0.hasPrefix("0x")
        })
    guard printed.count >= thirtyTwoBitQuorum, printed.allSatisfy(isThirtyTwoBit),
      let example = printed.sorted().first
    else { return nil }
    return .thirtyTwoBit(count: printed.count, example: example)
  }

  static func read(_ result: inout Explanation) {
    var evidence: [ControllerStoryWords.VersionEvidence] = []
    var atLeast: Int?
    var atMost: Int?
    func bound(min: Int? = nil, max: Int? = nil, _ sentence: ControllerStoryWords.VersionEvidence) {
      if let min { atLeast = Swift.max(atLeast ?? min, min) }
      if let max { atMost = Swift.min(atMost ?? max, max) }
      evidence.append(sentence)
    }
    let loaded = result.controllers.filter { $0.viewClass != nil }
    if let colon = result.controllers.firstIndex(where: {
      $0.viewClass != nil && $0.viewHasColonForm
    }) {
      bound(
        min: 17,
        .colonForm(
          line: result.controllers[colon].line,
          viewClass: result.controllers[colon].viewClass ?? "UIView"))
    } else if let first = loaded.first {
      bound(
        max: 16,
        .plainForm(line: first.line, viewClass: first.viewClass ?? "UIView"))
    }
    if let root = result.views.firstIndex(where: { $0.role == .rootContainer }) {
      bound(min: 13, .rootWrapper(result.name(view: root)))
    } else if let root = result.views.firstIndex(where: {
      $0.role == .controllerView && $0.rule == "W-2"
    }) {
      bound(max: 12, .rootInWindow(result.name(view: root)))
    }
    if let tabs = result.views.firstIndex(where: { $0.role == .tabContainer && $0.rule == "TB-6" })
    {
      bound(min: 18, .tabContainer(result.name(view: tabs)))
    }
    if let sheet = result.controllers.firstIndex(where: {
      $0.presentedWith.flatMap(ControllerClassCatalogue.style(ofPresentationController:))
        == .pageSheet
    }) {
      bound(min: 13, .pageSheet(result.name(controller: sheet)))
    }
    if let sentence = thirtyTwoBitEvidence(result) { bound(max: 10, sentence) }
    result.iosAtLeast = atLeast
    result.iosAtMost = atMost
    guard !evidence.isEmpty else {
      result.say(.versionUnknown)
      return
    }
    let range: ControllerStoryWords.VersionRange
    switch (atLeast, atMost) {
    case (let low?, let high?) where low > high: range = .disagrees
    case (let low?, let high?) where low == high: range = .exactly(low)
    case (let low?, let high?): range = .between(low, high)
    case (let low?, nil): range = .orLater(low)
    case (nil, let high?): range = .orEarlier(high)
    case (nil, nil): range = .unknown
    }
    result.say(.version(range, evidence: evidence))
  }
}
