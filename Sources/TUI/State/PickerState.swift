/// The scene picker: the filter typed so far and which of the matching rows is selected.
public struct PickerState: Hashable, Sendable {
  public var selection: Int
  public var filter: String

  public init(selection: Int = 0, filter: String = "") {
    self.selection = selection
    self.filter = filter
  }
}
