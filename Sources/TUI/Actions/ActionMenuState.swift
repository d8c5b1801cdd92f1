import TransitionEngine

/// The open action menu: the pages opened so far and the selected row of each.
public struct ActionMenuState: Hashable, Sendable {
  public var pages: [MenuPage]
  public var selections: [Int]
  /// Whether the step to add animates (`t` toggles it; `animated: false` in the scene).
  public var animated = true
  /// The name typed for the new controller the step adds (`n`); nil keeps the proposed one.
  public var name: String?
  /// True while the name is being typed.
  public var naming = false

  public init(root: MenuPage) {
    pages = [root]
    selections = [root.items.firstIndex { $0.isEnabled } ?? 0]
  }

  public var page: MenuPage { pages.last ?? MenuPage(title: "", items: []) }
  public var selection: Int { selections.last ?? 0 }

  /// Moves the selection by `delta` rows, staying on the page.
  public mutating func move(by delta: Int) {
    guard !page.items.isEmpty, !selections.isEmpty else { return }
    selections[selections.count - 1] = min(max(selection + delta, 0), page.items.count - 1)
  }

  public mutating func select(_ row: Int) {
    guard page.items.indices.contains(row), !selections.isEmpty else { return }
    selections[selections.count - 1] = row
  }

  public mutating func open(_ page: MenuPage) {
    pages.append(page)
    selections.append(page.items.firstIndex { $0.isEnabled } ?? 0)
  }

  /// Goes back one page; false when already on the first page.
  public mutating func back() -> Bool {
    guard pages.count > 1 else { return false }
    pages.removeLast()
    selections.removeLast()
    return true
  }
}
