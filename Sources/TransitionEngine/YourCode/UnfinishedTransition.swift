/// A transition whose animator never called `completeTransition`: UIKit waits
/// for it forever and refuses the transitions that would need it to have ended.
struct UnfinishedTransition {
  /// What was going on, for messages: `present Card`, `push Detail on Nav`.
  let action: String
  /// The container UIKit keeps.
  let container: ViewID
  /// The navigation or tab controller whose own transition is stuck, if any.
  let containerController: String?
}

/// A controller's view an animator moved into a presentation's container, and the line that
/// did it: the view leaves the window with the container.
struct BorrowedView {
  let owner: String
  let line: CodeLine
}

extension World {
  /// Records a consequence of an app mistake once.
  mutating func markAppMistake(_ mistake: AppMistake) {
    if !appMistakes.contains(mistake) { appMistakes.append(mistake) }
  }
}

extension World {
  /// Controllers whose views an animator borrowed into a container.
  var borrowedOwners: [String] { borrowedViews.values.flatMap { $0.map(\.owner) } }
}
