extension World {
  /// K-5: appearance callbacks travel down the controller tree, never down the view tree. A
  /// transition tells the controllers it moves (`roots`) and whatever hangs from them through
  /// parents and presenters; a controller whose view merely sits inside one of their views
  /// (put there by the app's code without `addChild`, or left there by `removeFromParent()`)
  /// hears nothing. Returns those among the owners of the views under `view` that are in the
  /// window, in the view tree's order.
  func forwardedOwners(under view: ViewID, from roots: [String]) -> [String] {
    let names = Set(roots)
    return owners(under: view).filter { isInWindow($0) && hangs($0, fromAnyOf: names) }
  }

  /// True when a parent or presenter chain from `name` (itself included) reaches one of
  /// `names` before it ends (a controller in the controller tree reaches the root instead).
  func hangs(_ name: String, fromAnyOf names: Set<String>) -> Bool {
    var current = name
    var steps = 0
    while steps <= controllers.count {
      if names.contains(current) { return true }
      if current == rootName { return false }
      guard let next = controllers[current]?.parent ?? controllers[current]?.presenting else {
        return false
      }
      current = next
      steps += 1
    }
    return false
  }
}
