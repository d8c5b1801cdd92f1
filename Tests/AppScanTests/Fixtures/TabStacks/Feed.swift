import UIKit

final class FeedViewController: UIViewController {
  func open(_ post: String) {
    navigationController?.pushViewController(PostViewController(), animated: true)
  }
}

final class PostViewController: UIViewController {
  init() {
    super.init(nibName: nil, bundle: nil)
    hidesBottomBarWhenPushed = true
  }

  required init?(coder: NSCoder) { nil }
}
