extension RuleBook {
  /// Apple's documentation page for each `DOC-` source key the rule book cites, where the key
  /// names one API page (keys for a family of pages, or whose page address is not certain, have
  /// none).
  public static let documentationPages: [String: String] = [
    "DOC-rootVC": "uiwindow/rootviewcontroller",
    "DOC-definesPresentationContext": "uiviewcontroller/definespresentationcontext",
    "DOC-PC-presentingVC": "uipresentationcontroller/presentingviewcontroller",
    "DOC-shouldPresentInFullscreen": "uipresentationcontroller/shouldpresentinfullscreen",
    "DOC-dismiss": "uiviewcontroller/dismiss(animated:completion:)",
    "DOC-style-fullScreen": "uimodalpresentationstyle/fullscreen",
    "DOC-style-currentContext": "uimodalpresentationstyle/currentcontext",
    "DOC-style-popover": "uimodalpresentationstyle/popover",
    "DOC-transitionStyle": "uimodaltransitionstyle",
    "DOC-viewForKey": "uiviewcontrollercontexttransitioning/view(forkey:)",
    "DOC-containerView": "uiviewcontrollercontexttransitioning/containerview",
    "DOC-viewIsAppearing": "uiviewcontroller/viewisappearing(_:)",
    "DOC-alpha": "uiview/alpha",
    "DOC-transform": "uiview/transform",
    "DOC-frame": "uiview/frame",
    "DOC-show": "uiviewcontroller/show(_:sender:)",
    "DOC-showDetail": "uiviewcontroller/showdetailviewcontroller(_:sender:)",
    "DOC-hidesBottomBar": "uiviewcontroller/hidesbottombarwhenpushed",
    "DOC-sheet": "uisheetpresentationcontroller",
    "DOC-popover": "uipopoverpresentationcontroller",
    "DOC-edgeAttached": "uisheetpresentationcontroller/prefersedgeattachedincompactheight",
    "DOC-largestUndimmed": "uisheetpresentationcontroller/largestundimmeddetentidentifier",
    "DOC-adaptive": "uiadaptivepresentationcontrollerdelegate",
  ]

  /// The rules whose title holds every word of `words` (any letter case), in book order.
  public static func search(_ words: String) -> [Rule] {
    let wanted = words.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard !wanted.isEmpty else { return [] }
    return all.filter { rule in
      let title = rule.title.lowercased()
      return wanted.allSatisfy { title.contains($0) }
    }
  }

  /// The documentation addresses of the `DOC-` sources a rule's evidence names, in order.
  public static func links(of rule: Rule) -> [String] {
    var links: [String] = []
    var rest = Substring(rule.evidence)
    while let start = rest.firstRange(of: "DOC-") {
      let key = rest[start.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
      if let page = documentationPages[String(key)] {
        let link = "https://developer.apple.com/documentation/uikit/" + page
        if !links.contains(link) { links.append(link) }
      }
      rest = rest[start.upperBound...]
    }
    return links
  }
}
