import UIKit

final class GalleryViewController: UIViewController {
  private let dissolve = DissolveTransition()

  func open(photo: String) {
    let viewer = PhotoViewController()
    viewer.modalPresentationStyle = .overFullScreen
    viewer.transitioningDelegate = dissolve
    present(viewer, animated: true)
  }
}

final class PhotoViewController: UIViewController {
  @objc func close() {
    dismiss(animated: true)
  }
}
