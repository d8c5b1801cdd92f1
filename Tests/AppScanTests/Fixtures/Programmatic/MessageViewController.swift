import UIKit

final class MessageViewController: UIViewController {
  @objc func archive() {
    navigationController?.popViewController(animated: true)
  }

  @objc func reply(to sender: Any) {
    let alert = UIAlertController(title: "Reply", message: nil, preferredStyle: .actionSheet)
    present(alert, animated: true)
  }
}
