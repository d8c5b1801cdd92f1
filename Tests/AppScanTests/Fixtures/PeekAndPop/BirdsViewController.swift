import UIKit

/// A long press on a row peeks at the bird; pressing harder shows it.
final class BirdsViewController: UITableViewController, UIViewControllerPreviewingDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    registerForPreviewing(with: self, sourceView: tableView)
  }

  func previewingContext(
    _ previewingContext: UIViewControllerPreviewing,
    viewControllerForLocation location: CGPoint
  ) -> UIViewController? {
    let bird: BirdViewController? = storyboard?.instantiateViewController() as? BirdViewController
    return bird
  }

  func previewingContext(
    _ previewingContext: UIViewControllerPreviewing,
    commit viewControllerToCommit: UIViewController
  ) {
    showDetailViewController(viewControllerToCommit, sender: nil)
  }

  @objc func pickFeeder() {
    let picker = FeederPicker()
    picker.show(from: self)
  }
}

/// Shows itself from whichever controller asks.
final class FeederPicker: UIViewController {
  func show(from presenter: UIViewController) {
    presenter.present(self, animated: true)
  }
}

final class BirdViewController: UIViewController {}
final class SeasonViewController: UIViewController {}
