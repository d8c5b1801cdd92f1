import UIKit

final class PlayerListViewController: UIViewController {
  func play() {
    let player = NowPlayingViewController()
    player.modalPresentationStyle = .fullScreen
    player.transitioningDelegate = SlideUpTransition()
    present(player, animated: true)
  }
}

final class NowPlayingViewController: UIViewController {}
