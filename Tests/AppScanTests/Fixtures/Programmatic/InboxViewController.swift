import UIKit

/// The list of messages: a row opens the message, the compose button presents a sheet.
final class InboxViewController: UITableViewController {
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let message = MessageViewController()
    navigationController?.pushViewController(message, animated: true)
  }

  @objc func compose() {
    let composer = ComposerViewController()
    composer.modalPresentationStyle = .formSheet
    present(composer, animated: true)
  }

  @objc func showFilters() {
    let filters = UINavigationController(rootViewController: FiltersViewController())
    filters.modalPresentationStyle = .pageSheet
    present(filters, animated: true, completion: nil)
  }
}
