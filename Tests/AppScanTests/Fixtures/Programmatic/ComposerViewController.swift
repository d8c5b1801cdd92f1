import UIKit

final class ComposerViewController: UIViewController {
  @objc func cancel() {
    dismiss(animated: true)
  }
}

final class FiltersViewController: UIViewController {}
