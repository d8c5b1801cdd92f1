/// iOS 27's `UISheetPresentationController.Placement` (V-2): where the system puts a sheet.
/// Only the names are sourced; the geometry of every case but today's is unknown.
public enum SheetPlacement: String, Hashable, Sendable, CaseIterable {
  case automatic
  case leading
  case center
  case trailing
}
