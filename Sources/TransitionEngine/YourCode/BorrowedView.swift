/// A controller's view an animator moved into a presentation's container, and the line that
/// did it: the view leaves the window with the container.
struct BorrowedView {
  let owner: String
  let line: CodeLine
}

extension World {
  /// Controllers whose views an animator borrowed into a container.
  var borrowedOwners: [String] { borrowedViews.values.flatMap { $0.map(\.owner) } }
}
