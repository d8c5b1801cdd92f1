import UIKit

/// The composer: its rows come from a data source it makes, which makes the rows.
final class ComposeViewController: UIViewController {
  let rows = ComposerRows()
}

final class ComposerRows {
  func row() -> AttachmentRow { AttachmentRow() }
}

/// The attachment row shows the attachment's preview over the composer.
final class AttachmentRow {
  weak var viewController: UIViewController?

  func preview() {
    viewController?.present(AttachmentPreviewViewController(), animated: true)
  }
}

final class AttachmentPreviewViewController: UIViewController {}
