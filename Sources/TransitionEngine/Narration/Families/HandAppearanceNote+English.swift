extension HandAppearanceNote {
  /// The words in English, as the phases have always said them.
  var english: String {
    switch self {
    case .notController(let name):
      return "\(name) is not a controller of the scene; nothing happens."
    case .nests(let name, let state, let first, let open):
      return "\(name) is already \(state) by your begin at \(first): "
        + "this begin only nests (\(open) open) and sends nothing; the "
        + "did-callback waits for the \(open == 2 ? "second" : "last") matching "
        + "endAppearanceTransition() (K-9; the count is the reimplementations', inferred [I])."
    case .replaced(let places, let name, let appearing):
      let one = places.count == 1
      return "The mistake (\(places.joined(separator: ", "))): "
        + "\(one ? "that begin was" : "those begins were") never ended; "
        + "this begin in the other direction replaces "
        + "\(one ? "it" : "them"), so \(name) never hears "
        + (appearing ? "viewDidAppear" : "viewDidDisappear") + " for "
        + "\(one ? "it" : "them") (K-9 [I]). "
    case .alreadyInUIKit(let name, let state):
      return "\(name) is already \(state) in UIKit's own transition: the call only "
        + "nests, nothing is sent until the matching end (K-9, inferred from the "
        + "reimplementations)."
    case .begins(let name, let others, let appearing, let animated):
      return "begins an appearance transition by hand: \(name)\(Self.others(others)) hear "
        + (appearing ? "viewWillAppear" : "viewWillDisappear")
        + "(animated: \(animated)) now and count as \(appearing ? "appearing" : "disappearing") "
        + "until endAppearanceTransition() (K-5, K-9)."
    case .unbalancedEnd(let place, let name, let state):
      return "The mistake (\(place)): no beginAppearanceTransition is open on \(name) "
        + "(it is \(state)), so this end is unbalanced: nothing is sent (K-9; what "
        + "UIKit does with it is inferred from the reimplementations [I])."
    case .endsUnderWay(let name, let others, let appearing):
      return "ends the appearance transition under way: \(name)\(Self.others(others)) hear "
        + (appearing ? "viewDidAppear" : "viewDidDisappear")
        + " now and count as \(appearing ? "appeared" : "disappeared") (K-5, K-9)."
    case .matches(let matched, let open, let first):
      return "matches the begin at \(matched); \(open) still open (from "
        + "\(first)), so nothing is sent yet (K-9 [I])."
    case .ends(let matched, let name, let others, let appearing):
      return "ends the appearance transition you began at \(matched): \(name)"
        + "\(Self.others(others)) hear " + (appearing ? "viewDidAppear" : "viewDidDisappear")
        + " now and count as \(appearing ? "appeared" : "disappeared") (K-5, K-9)."
    case .openAtEnd(let places, let name, let appearing):
      return "The mistake (\(places.joined(separator: ", "))): \(name).beginAppearanceTransition("
        + "\(appearing), …) has no matching endAppearanceTransition() when the step "
        + "ends, so \(name) stays \(appearing ? "appearing" : "disappearing") and "
        + "never hears \(appearing ? "viewDidAppear" : "viewDidDisappear") (K-9)."
    case .byHand(let name, let state, let appeared, let place, let code):
      return "\(name) counts as \(state) while its view is "
        + (appeared ? "out of" : "still in") + " the window: \(place) "
        + "(`\(code)`) told it so by hand, as a presenter covered by a custom presentation "
        + "may be (K-9). That is the app's choice, not a mistake."
    }
  }

  private static func others(_ others: Bool) -> String {
    others ? " and the children it shows" : ""
  }
}
