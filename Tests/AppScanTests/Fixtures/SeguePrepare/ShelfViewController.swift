import UIKit

/// The shelf: opens a book (its own navigation delegate slides it in), lends one in a card
/// of its own, and shows the about page as a page sheet.
final class ShelfViewController: UICollectionViewController, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate
{
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationController?.delegate = self
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    switch segue.identifier {
    case "lend":
      if let lend = segue.destination as? LendViewController {
        lend.modalPresentationStyle = .custom
        lend.transitioningDelegate = self
      }
    default:
      break
    }
    if segue.identifier == "about" {
      segue.destination.modalPresentationStyle = .pageSheet
      segue.destination.modalTransitionStyle = .flipHorizontal
    }
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    CardAnimator()
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> UIViewControllerAnimatedTransitioning? {
    operation == .push ? CardAnimator() : nil
  }
}

final class BookViewController: UIViewController {}
final class LendViewController: UIViewController {}
final class AboutViewController: UIViewController {}

/// Every controller answers the storyboard's unwind (an action written as Swift 2 wrote it).
extension UIViewController {
  @IBAction func returnToShelf(sender: UIStoryboardSegue) {}
}
