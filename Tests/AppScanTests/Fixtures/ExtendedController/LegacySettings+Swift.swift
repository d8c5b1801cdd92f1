import UIKit

// `LegacySettingsViewController` is declared in Objective-C (not in these files): this
// extension's calls start in it.
extension LegacySettingsViewController {
  /// One overload picks the mode, the other presents.
  @objc func showPasscode() {
    let mode: PasscodeMode = hasPasscode ? .remove : .setup
    showPasscode(with: mode)
  }

  private func showPasscode(with mode: PasscodeMode) {
    let passcode = PasscodeViewController(mode: mode)
    passcode.modalPresentationStyle = .formSheet
    navigationController?.present(passcode, animated: true, completion: nil)
  }

  /// The spinner is dismissed before the result's alert; the alert is presented on self.
  @objc func eraseWasPressed() {
    let spinner = BusyViewController()
    present(spinner, animated: false, completion: nil)
    eraser.erase { [weak self] succeeded in
      spinner.dismiss(animated: false, completion: nil)
      self?.showEraseResult(succeeded)
    }
  }

  private func showEraseResult(_ succeeded: Bool) {
    let alert = UIAlertController(title: "Erased", message: nil, preferredStyle: .alert)
    present(alert, animated: true, completion: nil)
  }
}

enum PasscodeMode {
  case setup
  case remove
}

final class PasscodeViewController: UIViewController {
  init(mode: PasscodeMode) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class BusyViewController: UIViewController {}
