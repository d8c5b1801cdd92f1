import UIKit

final class MapViewController: UIViewController, UIViewControllerTransitioningDelegate {
  @objc func showPlace() {
    let place = PlaceViewController()
    place.modalPresentationStyle = .custom
    place.transitioningDelegate = self
    present(place, animated: true)
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    DrawerPresentationController(presentedViewController: presented, presenting: presenting)
  }
}

final class PlaceViewController: UIViewController {}
