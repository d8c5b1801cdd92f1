import UIKit

/// The list of messages: each row is a `MessageSection` it makes.
final class InboxViewController: UIViewController {
  func section(for index: Int) -> MessageSection {
    let section = MessageSection()
    section.viewController = self
    return section
  }

  @objc func compose() {
    navigationController?.pushViewController(ComposeViewController(), animated: true)
  }
}

/// One message's row: asks before it deletes the message.
final class MessageSection {
  weak var viewController: UIViewController?

  func confirmDelete() {
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    viewController?.present(alert, animated: true)
  }
}
