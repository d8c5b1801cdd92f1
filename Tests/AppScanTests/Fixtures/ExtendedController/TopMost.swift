import UIKit

extension UIViewController {
  /// Presents the receiver on the top-most controller over the window's root.
  @objc func presentOnTopMost() {
    guard var top = UIApplication.shared.delegate?.window??.rootViewController else { return }
    while let next = top.presentedViewController { top = next }
    top.present(self, animated: true, completion: nil)
  }
}

final class Announcer {
  func announce() {
    let notice = NoticeViewController()
    notice.presentOnTopMost()
  }
}

final class NoticeViewController: UIViewController {}
