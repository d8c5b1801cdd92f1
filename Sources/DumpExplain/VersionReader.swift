import DumpReader
import TransitionEngine

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
  static func thirtyTwoBitEvidence(_ result: Explanation) -> String? {
    let printed = Set(
      (result.views.map(\.id) + result.controllers.map(\.id)
        + result.controllers.compactMap(\.viewAddress)).filter {
          $0.hasPrefix("0x")
        })
    guard printed.count >= thirtyTwoBitQuorum, printed.allSatisfy(isThirtyTwoBit),
      let example = printed.sorted().first
    else { return nil }
    return "all \(printed.count) addresses fit in 32 bits (8 hex digits at most, as \(example)), "
      + "so a 32-bit process printed the dump, and iOS 11 and later run 64-bit apps only"
  }

  static func read(_ result: inout Explanation) {
    var evidence: [String] = []
    var atLeast: Int?
    var atMost: Int?
    func bound(min: Int? = nil, max: Int? = nil, _ sentence: String) {
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
        "line \(result.controllers[colon].line) prints the view with a colon (`<\(result.controllers[colon].viewClass ?? "UIView"): 0x…>`), the iOS 17+ form"
      )
    } else if let first = loaded.first {
      bound(
        max: 16,
        "line \(first.line) prints the view without a colon (`<\(first.viewClass ?? "UIView") 0x…>`), the form up to iOS 16"
      )
    }
    if let root = result.views.firstIndex(where: { $0.role == .rootContainer }) {
      bound(min: 13, "\(result.name(view: root)) is the iOS 13+ root wrapper (W-3)")
    } else if let root = result.views.firstIndex(where: {
      $0.role == .controllerView && $0.rule == "W-2"
    }) {
      bound(max: 12, "\(result.name(view: root)) is a root view straight in the window (W-2)")
    }
    if let tabs = result.views.firstIndex(where: { $0.role == .tabContainer && $0.rule == "TB-6" })
    {
      bound(min: 18, "\(result.name(view: tabs)) is the iPadOS 18+ tab container (TB-6)")
    }
    if let sheet = result.controllers.firstIndex(where: {
      $0.presentedWith.flatMap(ControllerClassCatalogue.style(ofPresentationController:))
        == .pageSheet
    }) {
      bound(
        min: 13,
        "\(result.name(controller: sheet)) is presented with _UIPageSheetPresentationController, the iOS 13+ card sheet (M-4)"
      )
    }
    if let sentence = thirtyTwoBitEvidence(result) { bound(max: 10, sentence) }
    result.iosAtLeast = atLeast
    result.iosAtMost = atMost
    guard !evidence.isEmpty else {
      result.story.append(
        "iOS version: unknown. The dump shows none of the evidence the tool reads (the "
          + "_printHierarchy view form, the iOS 13 root wrapper, a root view straight in the "
          + "window, addresses that all fit in 32 bits)."
      )
      return
    }
    let range: String
    switch (atLeast, atMost) {
    case (let low?, let high?) where low > high: range = "unknown (the evidence disagrees)"
    case (let low?, let high?) where low == high: range = "\(low)"
    case (let low?, let high?): range = "\(low) to \(high)"
    case (let low?, nil): range = "\(low) or later"
    case (nil, let high?): range = "\(high) or earlier"
    case (nil, nil): range = "unknown"
    }
    result.story.append("iOS \(range): " + evidence.joined(separator: "; ") + ".")
  }
}
