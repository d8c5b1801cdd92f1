import UIKit

final class ProfileViewController: UIViewController {
  @objc func edit() {
    let editor = EditProfileViewController()
    show(editor, sender: self)
  }

  @objc func openFeed() {
    tabBarController?.selectedIndex = 0
  }
}

final class EditProfileViewController: UIViewController {}
