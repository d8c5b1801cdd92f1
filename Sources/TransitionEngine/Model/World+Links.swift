/// A controller's containment and presentation links (§1.1). Only the world operations below
/// write them, so the two ends of every link agree by construction: a child's `parent` names
/// the controller whose `children` list it, a presented controller's `presenting` names the
/// controller whose `presented` it is, and the world's presentation table and order hold
/// exactly the live presentations.
struct ControllerLinks {
  /// Containment: the parent and the children in order (a navigation stack bottom to top,
  /// tabs left to right, split columns, a container's children).
  fileprivate(set) var parent: String?
  fileprivate(set) var children: SharedList<String> = []
  /// `children` may hold a name twice: only a `setChildren` given a name twice makes that, and
  /// only then do the link operations search the whole list.
  fileprivate(set) var childrenMayRepeat = false
  /// Presentation, kept apart from containment.
  fileprivate(set) var presented: String?
  fileprivate(set) var presenting: String?
  fileprivate(set) var presentationControllerClass: String?

  fileprivate init() {}

  /// A controller linked to nothing.
  static let none = ControllerLinks()
}

extension World {
  /// `addChild(_:)`'s link: `child` becomes the last child of `parent`, leaving any parent
  /// it had (K-1).
  mutating func linkChild(_ child: String, to parent: String) {
    guard controllers[child] != nil, controllers[parent] != nil else { return }
    unlinkChild(child)
    controllers[parent]?.links.children.append(child)
    controllers[child]?.links.parent = parent
  }

  /// `removeFromParent()`'s unlink: `child` leaves its parent's children (K-2).
  mutating func unlinkChild(_ child: String) {
    guard let parent = controllers[child]?.parent else { return }
    if let links = controllers[parent]?.links {
      // The last child (a stack's top), listed once, goes by keeping the rest.
      let old = links.children
      controllers[parent]?.links.children =
        !links.childrenMayRepeat && old.last == child
        ? old.keepingFirst(old.count - 1) : SharedList(old.filter { $0 != child })
    }
    controllers[child]?.links.parent = nil
  }

  /// `setViewControllers`: `children`, in order, become all of `parent`'s children; those
  /// that are no longer among them lose their parent, those new to it leave their old one.
  mutating func setChildren(_ children: [String], of parent: String) {
    setChildren(SharedList(children), of: parent)
  }

  /// `setChildren` with a list that may share the old one's start (a stack's base kept by a
  /// pop or a push): only the names past what the two lists share are looked at, and finding
  /// where they part skips every node they share, so a pop or a push on a stack of thousands
  /// costs what it changes. The children both lists start with name `parent` already (the
  /// links agree by construction); a name leaving the tail can be among them only when the
  /// old list held a name twice, and only then is the start searched for it.
  mutating func setChildren(_ children: SharedList<String>, of parent: String) {
    guard let links = controllers[parent]?.links else { return }
    let old = links.children
    let common = old.commonPrefixCount(with: children)
    let added = children[common...]
    let kept = Set(added)
    let leaving = Set(old[common...])
    // An added name that already names `parent` and is not in the old tail is in the start.
    let mayRepeat =
      links.childrenMayRepeat
      ? Set(children).count != children.count
      : kept.count != added.count
        || added.contains { controllers[$0]?.parent == parent && !leaving.contains($0) }
    for name in old[common...]
    where !kept.contains(name)
      && !(links.childrenMayRepeat && children[..<common].contains(name))
    {
      controllers[name]?.links.parent = nil
    }
    for name in added where controllers[name]?.parent != parent {
      unlinkChild(name)
      controllers[name]?.links.parent = parent
    }
    controllers[parent]?.links.children = children
    controllers[parent]?.links.childrenMayRepeat = mayRepeat
  }

  /// A-1, M-19: an adapted alert controller's presentation controller is another class
  /// (`-_presentationControllerForTraitCollection:`).
  mutating func setPresentationControllerClass(_ className: String, of name: String) {
    guard controllers[name]?.presenting != nil else { return }
    controllers[name]?.links.presentationControllerClass = className
  }

  /// P-7: a presentation starts: the presenter's `presentedViewController`, the presented
  /// controller's `presentingViewController` and presentation controller class, and the live
  /// presentation, newest last.
  mutating func linkPresentation(_ presentation: Presentation, controllerClass: String) {
    let name = presentation.presented
    controllers[presentation.presenter]?.links.presented = name
    controllers[name]?.links.presenting = presentation.presenter
    controllers[name]?.links.presentationControllerClass = controllerClass
    presentations[name] = presentation
    presentationOrder.append(name)
  }

  /// D-6: clears the presentation links and forgets the presentation.
  mutating func unlinkPresentation(_ name: String) {
    if let presenter = presentations[name]?.presenter {
      controllers[presenter]?.links.presented = nil
    }
    controllers[name]?.links.presenting = nil
    controllers[name]?.links.presentationControllerClass = nil
    presentations[name] = nil
    presentationOrder.removeAll { $0 == name }
  }
}

extension World {
  /// Every controller contained in `name` (children, their children …), depth first; not
  /// presented controllers (§1.1).
  func descendants(of name: String) -> [String] {
    var result: [String] = []
    var pending = Array(self[name]?.children ?? [])
    while let next = pending.first, result.count <= controllers.count {
      pending.removeFirst()
      result.append(next)
      pending.insert(contentsOf: self[next]?.children ?? [], at: 0)
    }
    return result
  }
}
