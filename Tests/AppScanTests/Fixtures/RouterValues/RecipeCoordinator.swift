import UIKit
import XCoordinator

enum RecipeRoute: Route {
  case list
  case detail
  case timer
}

/// The framework's coordinator: what each route does is a value it returns.
final class RecipeCoordinator: NavigationCoordinator<RecipeRoute> {
  override func prepareTransition(for route: RecipeRoute) -> NavigationTransition {
    switch route {
    case .list:
      return .push(RecipeListViewController())
    case .detail:
      return .present(RecipeDetailViewController())
    case .timer:
      addChild(TimerCoordinator())
      return .none()
    }
  }
}

final class TimerCoordinator: NavigationCoordinator<RecipeRoute> {}

final class RecipeListViewController: UIViewController {}

final class RecipeDetailViewController: UIViewController {}
