/// What a split view controller does when its width or shape changes (`World+SplitCollapse`,
/// `World+ColumnCollapse`): a classic split collapsing or expanding (SV-2, SV-6, SV-11), its
/// default display mode in a portrait-shaped window (SV-5, Q-21), and a column-style split
/// collapsing or expanding (SV-8, SV-9, SV-10, Q-22). Each case is a clause, without its full
/// stop, as the size change joins them. The words are in `SplitNote+English` / `+Chinese`.
enum SplitNote: NoteFamily {
  /// The navigation primary pushes the secondary onto its own stack (SV-2).
  case collapsesPushing(split: String, primary: String, secondary: String)
  /// The delegate's `collapseSecondary` returns true at a collapse (SV-11).
  case collapsesKept(split: String, kept: DelegateKeeps)
  /// The primary pops the secondary and hands it back (SV-2).
  case expands(split: String, primary: String, secondary: String)
  /// Compact when its view first loads, and the delegate keeps the primary (SV-6, SV-11).
  case arrivesKept(split: String, kept: DelegateKeeps)
  /// Compact when its view first loads: the primary pushes the secondary (SV-6, SV-2, Q-20).
  case arrivesPushing(split: String, primary: String, secondary: String)
  /// A regular window taller than wide hides the primary (SV-5, Q-21).
  case primaryHidden(split: String, primary: String)
  /// A column-style split's default display mode after the window's shape changed (SV-8).
  case columnDefault(split: String, displayMode: String)
  /// Wider than tall again: both columns show (SV-5).
  case bothColumns(split: String, primary: String)
  /// A column-style split with a compact column collapses to it (SV-9).
  case columnsToCompact(split: String, compact: String, inspector: String?)
  /// A column-style split without a compact column collapses onto the primary (SV-9, Q-22).
  case columnsOntoPrimary(
    split: String, chosen: SplitColumn?, primary: String, moved: [String], inspector: String?)
  /// A column-style split expands with nothing to hand back (SV-8).
  case columnsShow(split: String, displayMode: String)
  /// A column-style split expands, the primary handing the columns back (SV-9, SV-8).
  case columnsHandedBack(split: String, primary: String, handed: [String], displayMode: String)

  /// The delegate's answer that keeps the primary on top (SV-11, Q-20).
  struct DelegateKeeps: Sendable, Hashable {
    let primary: String
    let secondary: String
  }

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// A phase's note of this clause, with its full stop, naming `controllers`: both languages'
  /// words carried as a told note, its rules read from the English as before.
  func note(controllers: [String]) -> PhaseNote {
    PhaseNote(
      .told(ToldNote(english: english + ".", chinese: chinese + "。")), role: .happened,
      controllers: controllers)
  }
}
