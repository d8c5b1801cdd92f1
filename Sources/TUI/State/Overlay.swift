/// A window drawn over the main screen that takes the keys while it is open.
public enum Overlay: Hashable, Sendable {
  /// The key list, scrolled by this many lines.
  case help(scroll: Int)
  /// The `a` menu that adds a step.
  case actions(ActionMenuState)
  /// The scene picker (`o`, and the start screen without a scene).
  case picker(PickerState)
  /// A rule of the rule book opened from the Why pane, scrolled by this many lines.
  case rule(id: String, scroll: Int)
}

/// The scene picker: the filter typed so far and which of the matching rows is selected.
public struct PickerState: Hashable, Sendable {
  public var selection: Int
  public var filter: String

  public init(selection: Int = 0, filter: String = "") {
    self.selection = selection
    self.filter = filter
  }
}

/// An active view search: the query and whether it is still being typed.
public struct SearchState: Hashable, Sendable {
  public var query: String
  public var editing: Bool

  public init(query: String = "", editing: Bool = true) {
    self.query = query
    self.editing = editing
  }
}

/// A one-line message shown in the hint bar until the next key.
public struct StatusLine: Hashable, Sendable {
  public var text: String
  public var isError: Bool

  public init(_ text: String, isError: Bool = false) {
    self.text = text
    self.isError = isError
  }
}

/// The terminal's size in cells.
public struct TerminalSize: Hashable, Sendable {
  public var width: Int
  public var height: Int

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
