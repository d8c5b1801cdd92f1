import UIKit

final class CatalogueViewController: UIViewController {
  private lazy var router = ShelfRouter(stack: navigationController ?? UINavigationController())

  @objc func openSeed() {
    router.open(SeedViewController())
  }

  @objc func borrow() {
    let borrowing = makeBorrowingRouter()
    router.show(borrowing)
  }

  private func makeBorrowingRouter() -> ShelfRouter {
    return ShelfRouter(stack: UINavigationController())
  }
}

final class SeedViewController: UIViewController {}
