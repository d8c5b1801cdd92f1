import TransitionEngine

/// The storyboard half of `ControllerResolver`: a storyboard controller with its relationship
/// segues (navigation root, tab children, split columns) and the controllers a storyboard
/// reference stands for.
extension ControllerResolver {
  /// A storyboard split view's columns: `masterViewController` (or `primaryViewController`)
  /// and `detailViewController` (or `secondaryViewController`), as a classic split; a
  /// column-style one (`style`, `allowDoubleColumnStyle`, a supplementary column) with its
  /// style and each relationship as the column of its name.
  func split(
    _ element: Storyboard.Controller, related: [Storyboard.Segue], children: [AppController],
    in storyboard: Storyboard, into result: inout AppController, assumed: inout [String]
  ) {
    let supplementary = related.contains { $0.relationship == "supplementaryViewController" }
    if element.splitColumns || supplementary {
      // A column-style split (SV-8): each relationship is the column of its name.
      var columns: [SplitColumn: AppController] = [:]
      for (segue, child) in zip(related, children) {
        var name = segue.relationship ?? ""
        if name.hasSuffix("ViewController") { name.removeLast("ViewController".count) }
        let column =
          name == "master"
          ? SplitColumn.primary : name == "detail" ? .secondary : SplitColumn(rawValue: name)
        if let column, columns[column] == nil { columns[column] = child }
      }
      let style =
        supplementary || element.splitStyle == "tripleColumn"
        ? SplitStyle.tripleColumn : .doubleColumn
      if !supplementary { columns[.supplementary] = nil }
      guard columns[.primary] != nil else {
        assumed.append(
          "\(storyboard.file):\(element.line): the split view has no primary column; a plain controller stands in"
        )
        return
      }
      result.kind = .columnSplit(style: style, columns: columns)
      return
    }
    var primary: AppController?
    var secondary: AppController?
    for (segue, child) in zip(related, children) {
      switch segue.relationship {
      case "masterViewController", "primaryViewController": primary = primary ?? child
      case "detailViewController", "secondaryViewController": secondary = secondary ?? child
      default: break
      }
    }
    guard let primary else {
      if !children.isEmpty {
        assumed.append(
          "\(storyboard.file):\(element.line): the split view has no primary column; a plain controller stands in"
        )
      }
      return
    }
    result.kind = .split(primary: primary, secondary: secondary)
  }

  /// The controller a storyboard reference stands for: the named storyboard's controller of
  /// that identifier, or its initial controller; nil when no storyboard of the folder has it.
  func referenced(_ placeholder: Storyboard.Controller, in storyboard: Storyboard)
    -> (Storyboard, Storyboard.Controller)?
  {
    let name = placeholder.referencedStoryboard ?? storyboard.name
    guard let other = model.storyboards.first(where: { $0.name == name }) else { return nil }
    let found =
      placeholder.referencedIdentifier.map { id in
        other.controllers.first { $0.storyboardIdentifier == id && !$0.placeholder }
      } ?? other.initialController.flatMap(other.controller(id:))
    guard let found, !found.placeholder else { return nil }
    return (other, found)
  }

  /// A storyboard controller, following its relationship segues (a navigation controller's
  /// root, a tab bar controller's tabs, in the file's order).
  func controller(
    _ storyboard: Storyboard, _ element: Storyboard.Controller, assumed: inout [String],
    depth: Int = 0
  ) -> AppController {
    if element.placeholder, depth < 8, let (other, found) = referenced(element, in: storyboard) {
      return controller(other, found, assumed: &assumed, depth: depth + 1)
    }
    let className = element.customClass ?? Self.elementClasses[element.element]
    let fallback: String
    switch element.element {
    case "navigationController": fallback = "Nav"
    case "tabBarController": fallback = "Tabs"
    default: fallback = className.map(Self.stem) ?? "Screen"
    }
    let stem =
      element.customClass.map(Self.stem) ?? element.storyboardIdentifier.map(Self.stem)
      ?? element.userLabel.map(Self.stem) ?? fallback
    var result = AppController(
      key: element.customClass ?? "\(storyboard.name)#\(element.id)", stem: stem,
      className: element.element == "navigationController" || element.element == "tabBarController"
        ? element.customClass : className,
      origin: "\(storyboard.file):\(element.line)")
    result.definesPresentationContext =
      element.definesPresentationContext
      || (element.customClass.flatMap { model.types[$0]?.definesPresentationContext } ?? false)
    result.hidesBottomBarWhenPushed = element.hidesBottomBarWhenPushed
    result.modalTransitionStyle = element.modalTransitionStyle.flatMap(
      ModalTransitionStyle.init(rawValue:))
    // One relationship per destination and role: the same relationship written again (an
    // edit, a merge) names no new child, and resolving it again would repeat the work.
    var seen: Set<[String]> = []
    let related = element.segues.filter {
      $0.kind == "relationship" && seen.insert([$0.destination, $0.relationship ?? ""]).inserted
    }
    let children =
      depth < 8
      ? related.compactMap { segue in
        storyboard.controller(id: segue.destination).map {
          controller(storyboard, $0, assumed: &assumed, depth: depth + 1)
        }
      } : []
    switch element.element {
    case "navigationController":
      if let root = children.first {
        result.kind = .navigation(root)
      } else {
        assumed.append(
          "\(storyboard.file):\(element.line): a navigation controller without a root; it stands alone"
        )
      }
    case "tabBarController":
      result.kind = .tab(children)
    case "splitViewController":
      split(
        element, related: related, children: children, in: storyboard, into: &result,
        assumed: &assumed)
    default:
      if element.segues.contains(where: { $0.kind == "embed" }) { result.kind = .container }
    }
    return result
  }
}
