import UIKit

/// Hands every screen out by its place and its way in: the screen is made by one switch,
/// the way in chosen by another.
final class Harbour {
  enum Place {
    case logbook
    case entry(day: Int)
    case tides
    case warning(text: String)
    case notice(alert: UIAlertController)
    case charts
  }

  enum Way {
    case push
    case sheet(animated: Bool)
    case side
    case bubble
    case plain
    case stay
  }

  weak var window: UIWindow?
  /// The place last gone to: the parameters named `place` shadow it.
  var place: Place?

  @discardableResult
  func go(to place: Place, from sender: UIViewController? = nil, way: Way) -> UIViewController? {
    guard let screen = screen(for: place, from: sender) else { return nil }
    guard let presenter = sender ?? window?.rootViewController else { return nil }
    switch way {
    case .push:
      presenter.navigationController?.pushViewController(screen, animated: true)
    case .sheet(let animated):
      let wrapper: UINavigationController = {
        if case .warning = place {
          return StormNavigationController(rootViewController: screen)
        } else {
          return UINavigationController(rootViewController: screen)
        }
      }()
      presenter.present(wrapper, animated: animated)
    case .side:
      presenter.showDetailViewController(screen, sender: sender)
    case .bubble:
      screen.modalPresentationStyle = .popover
      presenter.present(screen, animated: true)
    case .plain:
      presenter.present(screen, animated: true)
    case .stay:
      break
    }
    return screen
  }

  private func screen(for place: Place, from sender: UIViewController?) -> UIViewController? {
    let made: UIViewController?
    switch place {
    case .logbook:
      made = LogbookViewController()
    case .entry(let day):
      let entry = EntryViewController()
      entry.day = day
      made = entry
    case .tides:
      let tides = TidesViewController()
      made = tides
    case .warning(let text):
      guard !text.isEmpty else { return nil }
      made = WarningViewController()
    case .notice(let alert):
      made = alert
    case .charts:
      // The flow presents its own stack; `go` is then called with `.stay`.
      guard let sender else { return nil }
      let flow = ChartsFlow(presentedOn: sender)
      flow.start()
      made = flow.navigationController
    }
    return made
  }
}
