import UIKit

/// The books: each made by its own static factory.
final class LibraryViewController: UITableViewController {
  static func make() -> LibraryViewController {
    let library = LibraryViewController(style: .insetGrouped)
    library.title = "Library"
    return library
  }

  func open(book: String) {
    let page = BookViewController.make(title: book)
    navigationController?.pushViewController(page, animated: true)
  }

  @objc func showSettings() {
    let settings = SettingsFactory.makeSettings()
    settings.modalPresentationStyle = .formSheet
    present(settings, animated: true)
  }

  @objc func showStats() {
    present(Analytics.shared.dashboard(), animated: true)
  }
}

final class BookViewController: UIViewController {
  static func make(title: String) -> BookViewController {
    let book = BookViewController()
    book.title = title
    return book
  }
}
