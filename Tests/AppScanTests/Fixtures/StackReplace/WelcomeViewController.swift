import UIKit

/// The tour's last page: the checklist takes the whole stack, so Back cannot return here.
final class WelcomeViewController: UIViewController {
  func finishTour() {
    navigationController?.setViewControllers([ChecklistViewController()], animated: true)
  }
}
