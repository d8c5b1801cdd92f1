import TransitionEngine

extension TransitionFinder {
  /// One storyboard segue: a transition of its kind, or a skipped line saying why not.
  mutating func add(
    _ segue: Storyboard.Segue, from element: Storyboard.Controller, in storyboard: Storyboard
  ) {
    let place = { (why: String) in ScanSkip(file: storyboard.file, line: segue.line, why: why) }
    var assumed: [String] = []
    let source = resolver.controller(storyboard, element, assumed: &assumed)
    let kind: FoundTransition.Kind
    switch segue.kind {
    case "show", "push": kind = .show
    case "showDetail", "replace": kind = .showDetail
    case "presentation", "modal", "popoverPresentation", "popover": kind = .present
    case "embed": kind = .childAdd
    case "relationship": return  // the containers' structure, read with the controllers
    case "unwind":
      guard let action = segue.unwindAction, let target = model.unwindTarget(action) else {
        skipped.append(
          place(
            "unwind segue to \(segue.unwindAction ?? "?"): no class of the Swift files has that @IBAction"
          ))
        return
      }
      var destination = resolver.controller(.type(target), assumed: &assumed)
      if !model.declares(target), let shower = shower(of: element, in: storyboard) {
        // An action of an extension of UIKit's class (every controller answers it): UIKit's
        // search stops at the first controller on the way back, the one that showed it.
        destination = resolver.controller(storyboard, shower, assumed: &assumed)
        assumed.append(
          "\(action) is declared for every \(target) (an extension): the unwind stops at \(destination.stem), which showed \(source.stem)"
        )
      }
      var found = FoundTransition(
        kind: .unwind, source: source, destination: destination,
        segueIdentifier: segue.identifier,
        file: storyboard.file, line: segue.line, text: "unwind segue \(action)", assumed: assumed)
      unwindClass(segue.customClass, into: &found)
      transitions.append(found)
      return
    case "custom":
      guard let name = segue.customClass, model.declares(name) else {
        skipped.append(
          place(
            "custom segue \(segue.customClass ?? "without a class"): its class is not in the Swift files"
          ))
        return
      }
      kind = .customSegue(name)
    default:
      skipped.append(place("segue kind '\(segue.kind)' is not modelled"))
      return
    }
    guard let target = storyboard.controller(id: segue.destination) else {
      skipped.append(
        place("the segue's destination \(segue.destination) is not in \(storyboard.file)"))
      return
    }
    if target.placeholder, resolver.referenced(target, in: storyboard) == nil {
      let name = target.referencedStoryboard ?? storyboard.name
      let what =
        target.referencedIdentifier.map { "the controller \"\($0)\"" } ?? "an initial controller"
      skipped.append(
        place(
          "the segue leads to a storyboard reference: no storyboard \(name) with \(what) is in the folder"
        ))
      return
    }
    // A storyboard reference stands for the controller it names in the other storyboard.
    let shown =
      target.placeholder ? resolver.referenced(target, in: storyboard)?.1 ?? target : target
    let destination = resolver.controller(storyboard, target, assumed: &assumed)
    var found = FoundTransition(
      kind: kind, source: source, destination: destination, segueIdentifier: segue.identifier,
      file: storyboard.file, line: segue.line,
      text: "segue" + (segue.identifier.map { " \"\($0)\"" } ?? "") + " (\(segue.kind))",
      assumed: assumed)
    if kind == .present {
      let style =
        segue.kind.hasPrefix("popover")
        ? "popover"
        : segue.modalPresentationStyle ?? shown.modalPresentationStyle
          ?? shown.customClass.flatMap { model.types[$0]?.ownStyle }
      found.style = style.flatMap(PresentationStyle.init(rawValue:))
      found.transitionStyle = segue.modalTransitionStyle.flatMap(
        ModalTransitionStyle.init(rawValue:))
    }
    if let owner = element.customClass { prepared(&found, by: owner, segue: segue, to: shown) }
    if case .customSegue(let name) = kind {
      found.swiftTypes.append(name)
      found.custom.append("segue: \(name)")
    }
    if let id = segue.identifier {
      for site in performSegueSites[id] ?? [] {
        found.notes.append("performSegue: \(site.file):\(site.line) \(site.text)")
      }
    }
    transitions.append(found)
  }

  /// A custom unwind segue's class: its `perform()` plays the way back when the files declare
  /// it; else UIKit's own unwind plays, said.
  private func unwindClass(_ name: String?, into found: inout FoundTransition) {
    guard let name else { return }
    guard model.declares(name) else {
      found.assumed.append(
        "the unwind segue's class \(name) is not in the Swift files: UIKit's own unwind plays")
      return
    }
    found.unwindClass = name
    found.swiftTypes.append(name)
    found.custom.append("segue: \(name)")
  }

  /// The first controller of the storyboard with a segue (not a relationship) to `element`.
  func shower(of element: Storyboard.Controller, in storyboard: Storyboard)
    -> Storyboard.Controller?
  {
    storyboard.controllers.first { controller in
      !controller.placeholder
        && controller.segues.contains {
          $0.destination == element.id && !["relationship", "unwind"].contains($0.kind)
        }
    }
  }

  /// What the source's class sets in `prepare(for:sender:)` on this segue's destination (its
  /// style, transition style, transitioningDelegate), and the navigation delegate it sets
  /// for a `show` in its navigation controller.
  mutating func prepared(
    _ found: inout FoundTransition, by owner: String, segue: Storyboard.Segue,
    to target: Storyboard.Controller
  ) {
    if found.kind == .show, let delegate = model.types[owner]?.navigationDelegate {
      navigationExpression(delegate, owner: owner, into: &found)
    }
    guard found.kind == .present || found.kind == .show else { return }
    for preparation in model.types[owner]?.seguePreparations ?? [] {
      if let id = preparation.identifier, id != segue.identifier { continue }
      if let cast = preparation.destinationClass, cast != target.customClass { continue }
      found.notes.append(
        "prepare(for:sender:) sets the destination up: \(model.types[owner]?.file ?? owner):\(preparation.line)"
      )
      if let style = preparation.style.flatMap(PresentationStyle.init(rawValue:)),
        found.kind == .present
      {
        found.style = style
      }
      if let style = preparation.transition.flatMap(ModalTransitionStyle.init(rawValue:)) {
        found.transitionStyle = style
      }
      if let delegate = preparation.delegate, found.kind == .present {
        delegateExpression(delegate, owner: owner, into: &found)
      }
    }
  }

  /// A `dismiss` or `pop` that the destination's own class makes: played after the transition
  /// that brought it, so that a custom animator's way back runs too.
  mutating func attachUndo() {
    var undoSites: [String: SwiftSite] = [:]
    for site in model.sites where site.action == .dismiss || site.action == .pop {
      if let owner = site.owner {
        let key = owner + (site.action == .dismiss ? " dismiss" : " pop")
        if undoSites[key] == nil { undoSites[key] = site }
      }
    }
    for index in transitions.indices {
      let transition = transitions[index]
      guard let name = transition.destination.className ?? rootClass(transition.destination) else {
        continue
      }
      let wanted: SwiftSite.Action
      switch transition.kind {
      case .present: wanted = .dismiss
      case .push: wanted = .pop
      default: continue
      }
      if let site = undoSites[name + (wanted == .dismiss ? " dismiss" : " pop")] {
        transitions[index].undo = (wanted == .dismiss ? "dismiss" : "pop", site.file, site.line)
      }
    }
  }

  private func rootClass(_ controller: AppController) -> String? {
    if case .navigation(let root) = controller.kind { return root.className }
    return nil
  }
}
