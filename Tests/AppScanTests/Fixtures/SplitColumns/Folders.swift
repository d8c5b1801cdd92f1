import UIKit

final class NotesSplitViewController: UISplitViewController {}
final class NoteViewController: UIViewController {}
final class TagsViewController: UIViewController {}

/// The folders, in the split's primary column: tags open through the app's own helper.
final class FoldersViewController: UITableViewController {
  func openTags() {
    guard let storyboard else { return }
    let tags = storyboard.instantiateController(ofType: TagsViewController.self)
    navigationController?.pushViewController(tags, animated: true)
  }
}

extension UIStoryboard {
  /// The controller whose storyboard identifier is its class's name.
  func instantiateController<T: UIViewController>(ofType type: T.Type) -> T {
    let name = String(describing: type)
    guard let controller = instantiateViewController(withIdentifier: name) as? T else {
      return T()
    }
    return controller
  }
}

final class ColorPickerViewController: UIViewController {}
