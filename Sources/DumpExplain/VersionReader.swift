import DumpReader
import TransitionEngine

/// The iOS version, only from evidence named in the dump: the `_printHierarchy` view form,
/// the iOS 13 root wrapper, a root view straight in the window, and catalogued classes that
/// only some versions have.
enum VersionReader {
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
    result.iosAtLeast = atLeast
    result.iosAtMost = atMost
    guard !evidence.isEmpty else {
      result.story.append(
        "iOS version: unknown. The dump shows none of the evidence the tool reads (the "
          + "_printHierarchy view form, the iOS 13 root wrapper, a root view straight in the window)."
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
