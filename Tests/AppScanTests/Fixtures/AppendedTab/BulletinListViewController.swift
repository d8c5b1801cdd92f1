import UIKit

final class BulletinListViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigationController?.pushViewController(BulletinViewController(), animated: true)
  }
}

final class BulletinViewController: UIViewController {}
