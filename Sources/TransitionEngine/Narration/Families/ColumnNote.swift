/// What `setViewController(_:for:)` on a column-style split says (`Planner+SetColumn`, SV-8,
/// SV-9, Q-22): the secondary column's push, or a stack replaced in another column [I]. The
/// words are in `ColumnNote+English` / `+Chinese`; `Refusal` holds the warnings (English, as
/// every warning UIKit logs).
enum ColumnNote: NoteFamily {
  /// Another column than the secondary: its navigation stack becomes the controller (SV-8) [I].
  case replacedStack(call: String, split: String, column: String, nav: String, controller: String)
  /// The secondary column pushes the controller onto its stack (SV-8), on the primary's when
  /// the split is collapsed (SV-9, Q-22) [I].
  case pushedOntoSecondary(
    call: String, split: String, nav: String, controller: String, collapsedOnto: String?)
  /// `show(_:)` / `hide(_:)` brings or takes away a column (SV-8, SV-10, LC-2, LC-4) [I].
  case columnChanged(ColumnChange, events: [LifecycleEvent])

  /// One `show(_:)` / `hide(_:)` call and the display mode around it.
  struct ColumnChange: Sendable, Hashable {
    let call: String
    let split: String
    let column: SplitColumn
    let nav: String
    let shown: Bool
    let modeStays: Bool
    let mode: String
  }

  /// Why the call changes nothing: the warning's words.
  enum Refusal: Sendable, Hashable {
    case classicSplit
    case supplementaryInDoubleColumn
    case inspectorBeforeIOS26(ios: Int)
    case compactColumn
    case navigationController
    case noColumn(split: String, column: String)
    case collapsedColumns(split: String)
    case notColumnStyle(call: String)
    case inspectorCallBeforeIOS26(ios: Int, call: String)
    case callNotModelled(call: String)
    case collapsedCall(split: String, call: String)
  }

  var role: NoteRole {
    if case .replacedStack = self { return .unknown }
    return .happened
  }

  var rules: [String] {
    switch self {
    case .replacedStack: return ["SV-8"]
    case .pushedOntoSecondary(_, _, _, _, let collapsedOnto):
      return ["SV-8"] + (collapsedOnto == nil ? [] : ["SV-9", "Q-22"])
    case .columnChanged(let change, let events):
      return [change.column == .inspector ? "SV-10" : "SV-8"]
        + (SheetNote.hasAppearanceCalls(events) ? ["LC-2"] : []) + ["LC-4"]
    }
  }

  var controllers: [String] {
    switch self {
    case .replacedStack(_, let split, _, let nav, _),
      .pushedOntoSecondary(_, let split, let nav, _, _):
      return [split, nav]
    case .columnChanged(let change, _): return [change.split, change.nav]
    }
  }

  var lines: [String] { [] }
}

extension ColumnNote.Refusal {
  /// The warning in English.
  var english: String {
    switch self {
    case .classicSplit:
      return "setViewController(_:for:) does not apply to a classic split, which uses "
        + "viewControllers (SV-8)"
    case .supplementaryInDoubleColumn:
      return "the .supplementary column takes effect only in a .tripleColumn split (SV-8); "
        + "nothing changes"
    case .inspectorBeforeIOS26(let ios):
      return "the inspector column is new in iOS 26; on iOS \(ios) it does not exist (SV-10)"
    case .compactColumn:
      return "UIKit takes the compact column's controller as it is, without creating a "
        + "navigation controller (SV-8), so the call replaces that column's controller; how "
        + "UIKit swaps it on screen is not in the sources, and TransitionScope does not model "
        + "it (Q-22)"
    case .navigationController:
      return "setting a navigation controller for a column replaces the column's controller; "
        + "how UIKit swaps it on screen is not in the sources, and TransitionScope does not "
        + "model it (Q-22)"
    case .noColumn(let split, let column):
      return "\(split) has no .\(column) column yet; adding a column to a split on "
        + "screen is not in the sources, and TransitionScope does not model it (Q-22)"
    case .collapsedColumns(let split):
      return "\(split) is collapsed and its primary navigation controller holds the other "
        + "columns' controllers (SV-9); what replacing a column does then is not in the "
        + "sources, and TransitionScope does not model it (Q-22)"
    case .notColumnStyle(let call):
      return "\(call) works on a split created with init(style:) (SV-8)"
    case .inspectorCallBeforeIOS26(let ios, let call):
      return "the inspector column is new in iOS 26; on iOS \(ios) \(call) does not exist (SV-10)"
    case .callNotModelled(let call):
      return "what \(call) does is not in the sources; TransitionScope does not model it (Q-22)"
    case .collapsedCall(let split, let call):
      return "\(split) is collapsed: what \(call) does to a collapsed split is not in the "
        + "sources; TransitionScope does not model it (Q-22)"
    }
  }
}
