import UIKit

/// Any screen that adopts it can share: an action sheet, then the system's share sheet.
protocol Sharing {
  func share()
}

extension Sharing where Self: UIViewController {
  func share() {
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Send", style: .default) { _ in self.send() })
    present(sheet, animated: true)
  }

  private func send() {
    let activity = UIActivityViewController(activityItems: ["Roses"], applicationActivities: nil)
    present(activity, animated: true)
  }
}
