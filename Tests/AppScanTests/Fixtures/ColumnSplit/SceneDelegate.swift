import UIKit

/// A three-column split made in code, each column set by `setViewController(_:for:)`.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    let split = UISplitViewController(style: .tripleColumn)
    split.setViewController(MailboxesViewController(), for: .primary)
    split.setViewController(MessagesViewController(), for: .supplementary)
    split.setViewController(MessageViewController(), for: .secondary)
    window.rootViewController = split
    self.window = window
    window.makeKeyAndVisible()
  }
}

final class MailboxesViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(RulesViewController(), animated: true)
  }
}

final class MessagesViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    showDetailViewController(MessageViewController(), sender: self)
  }
}

final class MessageViewController: UIViewController {}
final class RulesViewController: UIViewController {}
