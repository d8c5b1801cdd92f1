extension Planner {
  /// Why UIKit refuses to make the existing controller `child` a child of the existing
  /// controller `parent`, or nil (addChild, push, a split column).
  func containmentRefusal(of child: String, under parent: String) -> String? {
    placementRefusal(of: child, under: world.describe(parent), at: parent, placeIsParent: true)
  }

  /// Why UIKit refuses a step whose spec is a new controller tree that lists existing
  /// controllers (bare names) as children, or nil. `anchor` is where the new tree goes: the
  /// parent it joins or the controller that presents it.
  func adoptionRefusal(of spec: ControllerSpec, anchor: String) -> String? {
    guard world[spec.name] == nil else { return nil }
    var seen: Set<String> = [spec.name]
    var pending: [(parent: ControllerSpec, child: ControllerSpec)] = spec.childSpecs.map {
      (spec, $0)
    }
    var index = 0
    while index < pending.count {
      let (parent, child) = pending[index]
      index += 1
      if !seen.insert(child.name).inserted {
        // HI-3: listed twice in one new tree, the controller would have two parents.
        let c = world[child.name] != nil ? world.describe(child.name) : Self.describe(child)
        return "UIViewControllerHierarchyInconsistency: \(c) is listed twice "
          + "in \(Self.describe(spec)) and would have two parents" + Self.unestablished
      }
      if world[child.name] != nil {
        if let refusal = placementRefusal(
          of: child.name, under: Self.describe(parent), at: anchor, placeIsParent: false)
        {
          return refusal
        }
        continue  // An existing controller keeps its own children.
      }
      pending += child.childSpecs.map { (child, $0) }
    }
    return nil
  }

  /// The containment rules, each decided here once. `parentText` is the new parent as
  /// `<Class: Name>`; `place` is the existing controller the child ends up under (the parent
  /// itself when `placeIsParent`, or else where a new tree holding the parent goes).
  private func placementRefusal(
    of child: String, under parentText: String, at place: String, placeIsParent: Bool
  ) -> String? {
    let c = world.describe(child)
    // HI-1: a view added to itself; the controller would contain itself.
    if child == place && placeIsParent {
      return "NSInvalidArgumentException: Can't add self as subview (\(c) into itself)"
    }
    // HI-2: the window's root, or a controller above the new place (through parents or
    // presenters), would become a child of something it contains: a cycle.
    if child == world.rootName || world.lineage(of: place).contains(child) {
      return "UIViewControllerHierarchyInconsistency: \(c) cannot become a child of "
        + "\(parentText)" + Self.unestablished
    }
    // K-3 / HI-3: a controller has one parent; UIKit checks this when the child is added.
    if let old = world[child]?.parent {
      return "UIViewControllerHierarchyInconsistency: child view controller:\(c) should have "
        + "parent view controller:\(world.describe(old)) but requested parent is:\(parentText)"
    }
    // HI-4: a presented controller is not free to join a container: its view lives in the
    // presentation's container.
    if let presenter = world[child]?.presenting {
      return "NSInvalidArgumentException: \(c) is being presented by "
        + "\(world.describe(presenter)) and cannot become a child of \(parentText)"
        + Self.unestablished
    }
    return nil
  }

  /// Said after a refusal text that is TransitionScope's, not UIKit's.
  static let unestablished = " [TransitionScope's words: UIKit's text for this case is not known]"

  /// `<Class: Name>` for a controller a spec may be about to create.
  static func describe(_ spec: ControllerSpec) -> String {
    let kind: ControllerKind
    switch spec.kind {
    case .plain: kind = .plain
    case .navigation: kind = .navigation
    case .tab: kind = .tab
    case .split, .columnSplit: kind = .split
    case .container: kind = .container
    }
    return "<\(spec.options.className ?? kind.defaultClassName): \(spec.name)>"
  }
}

extension World {
  /// The controller, its parents and presenters, up to the window's root: everything a
  /// controller placed here must not be.
  func lineage(of name: String) -> Set<String> {
    var result: Set<String> = []
    var current: String? = name
    while let candidate = current, result.insert(candidate).inserted {
      current = controllers[candidate]?.parent ?? controllers[candidate]?.presenting
    }
    return result
  }
}
