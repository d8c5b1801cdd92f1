extension RuleBook {
  /// §1 the objects, §2 the window (W-).
  static let objects: [Rule] = [
    Rule(
      "§1.1", "Containment and presentation are two separate relations",
      statement: """
        A controller's parent and children (navigation stacks, tabs, split columns, custom \
        containers) form one tree; who presented whom forms another. A presented controller is \
        never among its presenter's children, and a presenter shows one presented controller \
        at a time, though chains (A presents B presents C) are allowed. UIKit also remembers \
        the controller present was called on (the modal source), used for unwinding and \
        popover anchoring.
        """,
      evidence: "Apple's UIViewController header and programming guide (H-VC, VCPG-Present).",
      choice: "TransitionScope keeps both trees and prints them in _printHierarchy's grammar."),
    Rule(
      "§1.2", "presentingViewController and presentedViewController follow containment",
      statement: """
        A controller reports as presented whatever it or its nearest ancestor presented, and as \
        presenting the controller that presented it or its farthest ancestor: a child inside a \
        presented navigation controller reports the navigation controller's presenter.
        """,
      evidence: "Apple's UIViewController header (H-VC); WinObjC's port does the same (WINOBJC)."),
    Rule(
      "§1.4", "How _printHierarchy prints the controller tree",
      statement: """
        One controller a line: its class, its appearance state and its view (or "not in the \
        window", or the presentation controller it was presented with). Each level of nesting \
        adds three spaces and a mark: | before a child, + before a presented controller. The \
        lines below a presented controller keep a | in that controller's column, never a +, \
        so a presented navigation controller's child prints with two | marks.
        """,
      evidence:
        "Real _printHierarchy output published in bug reports and blog posts [O: C10, C11, C15].",
      choice: "A scene name stands where UIKit prints an address."),
    Rule(
      "W-1", "The root view controller's view fills the window",
      statement: """
        Setting window.rootViewController installs that controller's view as the window's \
        content, sized to the window.
        """,
      evidence: "Apple's UIWindow.rootViewController page (DOC-rootVC)."),
    Rule(
      "W-2", "Up to iOS 12 the root view is a direct subview of the window",
      statement: "Before iOS 13 nothing sits between UIWindow and the root controller's view.",
      evidence: "Published recursiveDescription dumps from iOS 12 and earlier [O]."),
    Rule(
      "W-3", "From iOS 13 the root view is wrapped",
      statement: """
        From iOS 13 the window holds UITransitionView > UIDropShadowView > root view. Dumps from \
        iOS 13, 16, 17, 18 and 26 show it; two dumps lack the UIDropShadowView.
        """,
      evidence: "Published recursiveDescription dumps [O].",
      choice: "The UIDropShadowView is shown (the majority of dumps, Q-17)."),
    Rule(
      "W-4", "Views added straight to the window sit above the root wrapper",
      statement: """
        A view the app adds to the window itself (not to a controller's view) is a later \
        subview of the window than the root UITransitionView, so it covers the root and every \
        presentation container below it; no controller owns it.
        """,
      evidence: "Real recursiveDescription output [O]."),
  ]
}
