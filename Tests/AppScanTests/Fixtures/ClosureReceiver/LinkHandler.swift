import UIKit

/// Opens the app's links: each waits for the dashboard, then presents over it.
final class LinkHandler {
  var dashboardReady: ((DashboardViewController) -> Void) -> Void = { _ in }

  func openCamera() {
    overDashboard { dashboardViewController in
      let camera = CameraViewController()
      camera.modalPresentationStyle = .overFullScreen
      dashboardViewController.present(camera, animated: true)
    }
  }

  func openUnknown() {
    overDashboard { screen in
      screen.present(
        UIAlertController(title: "?", message: nil, preferredStyle: .alert), animated: true)
    }
  }

  private func overDashboard(_ body: @escaping (DashboardViewController) -> Void) {
    dashboardReady(body)
  }
}
