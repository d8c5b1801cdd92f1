/// Where a popover (or an iPad action sheet) points (M-17): the anchor set on its
/// `popoverPresentationController` before the presentation.
public enum PopoverAnchor: Hashable, Sendable {
  /// `sourceView` (a controller's root view) with `sourceRect` in its coordinates; nil = the
  /// view's bounds.
  case sourceView(String, rect: Rect?)
  /// `barButtonItem`: an item of the presenting controller's `navigationItem`.
  case barButtonItem(BarButtonSlot)
  /// `sourceItem` (iOS 16+): a bar button item or a controller's root view.
  case sourceItem(SourceItem)

  /// The `sourceItem` forms.
  public enum SourceItem: Hashable, Sendable {
    case barButtonItem(BarButtonSlot)
    case view(String)
  }

  /// The controller whose view the anchor names, if any.
  public var viewOwner: String? {
    switch self {
    case .sourceView(let name, _), .sourceItem(.view(let name)): return name
    case .barButtonItem, .sourceItem(.barButtonItem): return nil
    }
  }

  /// The bar button item the anchor names, if any.
  public var barButtonSlot: BarButtonSlot? {
    switch self {
    case .barButtonItem(let slot), .sourceItem(.barButtonItem(let slot)): return slot
    case .sourceView, .sourceItem(.view): return nil
    }
  }
}

/// `navigationItem.leftBarButtonItem` or `.rightBarButtonItem`, as the scene names them.
public enum BarButtonSlot: String, Hashable, Sendable, CaseIterable {
  case leftBarButtonItem
  case rightBarButtonItem
}
