import UIKit

/// The drafts list: its superclass comes from a list framework that is not in the folder.
final class DraftsViewController: FrameworkListViewController {
  func section() -> DraftSection { DraftSection() }
}

/// A draft's row: asks before it sends the draft.
final class DraftSection: FrameworkSectionController {
  func confirmSend() {
    let alert = UIAlertController(title: "Send?", message: nil, preferredStyle: .alert)
    viewController?.present(alert, animated: true)
  }
}
