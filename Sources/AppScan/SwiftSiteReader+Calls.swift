import SwiftSyntax

extension SwiftSiteReader {
  /// The SwiftUI presentations: named under `skipped`, as the scan cannot model them.
  static let swiftUIModifiers: Set<String> = [
    "sheet", "fullScreenCover", "popover", "navigationDestination",
  ]

  /// `a.b.c` without `self.`, `?` and `!`, split at the dots.
  static func path(_ expression: ExprSyntax) -> [String] {
    var text = ExpressionResolver.text(expression)
    text.removeAll { $0 == "?" || $0 == "!" }
    var parts = text.split(separator: ".").map(String.init)
    if parts.first == "self" { parts.removeFirst() }
    return parts
  }

  /// The containers of the owner a call may be made on: the owner stands for them.
  static let ownContainers: Set<String> = [
    "navigationController", "tabBarController", "splitViewController", "parent",
    "presentingViewController",
  ]

  func site(
    _ action: SwiftSite.Action, _ node: some SyntaxProtocol, target: ControllerRef? = nil,
    variable: String? = nil, receiver: ExprSyntax? = nil, stack: [ControllerRef] = []
  ) {
    let scope = scopes.last
    var site = SwiftSite(
      action: action, owner: owner, target: target, file: file, line: line(of: node),
      text: ExpressionResolver.text(node))
    site.stack = stack
    if let receiver, action != .push, action != .setStack {
      let path = Self.path(receiver).joined(separator: ".")
      if !path.isEmpty, !Self.ownContainers.contains(path) {
        let ref = resolver.resolve(receiver)
        site.receiver = Self.isUnknown(ref) ? .unknown(path) : ref
      }
    }
    if let variable {
      // What a `switch` case set applies in that case only (`case .custom: vc.style = …`).
      let here = caseIDs(around: node)
      let applies = { (key: String) in scope?.setIn[key].map { $0.isSubset(of: here) } ?? true }
      if applies("style " + variable) { site.style = scope?.styles[variable] }
      if applies("transition " + variable) { site.transition = scope?.transitions[variable] }
      if applies("delegate " + variable) {
        site.transitioningDelegate = scope?.delegates[variable]
      }
    }
    site.function = scope?.function
    site.branches = branches(around: node)
    if let target, let scope {
      site.routeArgument =
        Self.madeFunctions(target).lazy.compactMap { function in
          scope.parameterCalls[function].map {
            SwiftFacts.RouteArgument(parameter: $0, function: function)
          }
        }.first
    }
    if let variable, let note = scope?.notes[variable] { site.assumed.append(note) }
    if case .unknown("self")? = target, let receiver, let scope, let function = scope.function,
      let parameter = scope.parameters.firstIndex(of: Self.path(receiver).joined(separator: "."))
    {
      // The object shows itself from the controller it is given: played at its calls.
      var wrapper = SwiftFacts.Wrapper(function: function, parameter: parameter, site: site)
      wrapper.presentsItself = true
      facts.wrappers.append(wrapper)
      return
    }
    if let text = Self.unfollowed(target), let scope, let function = scope.function,
      let parameter = scope.parameters.firstIndex(of: Self.rootName(text)),
      Self.showsItself(text, parameter: scope.parameters[parameter], scope: scope)
    {
      // The function presents (pushes, shows) what it is given: a wrapper, played at its calls.
      var wrapper = SwiftFacts.Wrapper(function: function, parameter: parameter, site: site)
      wrapper.afterFirstCall = Self.inNonEmptyBranch(node)
      facts.wrappers.append(wrapper)
      return
    }
    facts.sites.append(site)
  }

  /// `lhs = rhs`: the window's root, styles and delegates set on a controller, tab children.
  func assign(_ lhs: ExprSyntax, _ rhs: ExprSyntax, at node: SequenceExprSyntax) {
    let parts = Self.path(lhs)
    guard let property = parts.last else { return }
    let base = parts.dropLast().joined(separator: ".")
    let member = ExpressionResolver.unwrapped(rhs).as(MemberAccessExprSyntax.self)?
      .declName.baseName.text
    let onSelf = base.isEmpty
    let index = types.last
    if base.isEmpty { noteCaseAssignment(property, rhs, at: node) }
    if prepare(base: base, property: property, value: rhs, member: member, at: node) { return }
    switch property {
    case "rootViewController" where base.hasSuffix("window") || base.isEmpty:
      // A local of that name (`var rootViewController = window?.rootViewController`, then
      // `rootViewController = nav.viewControllers.first`) is the function's own, not a window.
      guard !(base.isEmpty && resolver.locals["rootViewController"] != nil) else { return }
      site(.root, node, target: resolver.resolve(rhs))
    case "modalPresentationStyle":
      if onSelf, let index {
        facts.types[index].ownStyle = member
      } else if !scopes.isEmpty {
        scopes[scopes.count - 1].setIn["style " + base] = caseIDs(around: node)
        scopes[scopes.count - 1].styles[base] = member
      }
    case "modalTransitionStyle":
      if onSelf, let index {
        facts.types[index].ownTransition = member
      } else if !scopes.isEmpty {
        scopes[scopes.count - 1].setIn["transition " + base] = caseIDs(around: node)
        scopes[scopes.count - 1].transitions[base] = member
      }
    case "transitioningDelegate":
      let text = ExpressionResolver.text(rhs)
      if onSelf, let index {
        facts.types[index].ownDelegate = text
      } else if !scopes.isEmpty {
        scopes[scopes.count - 1].setIn["delegate " + base] = caseIDs(around: node)
        scopes[scopes.count - 1].delegates[base] = text
      }
    case "delegate" where base.hasSuffix("navigationController"):
      if let index { facts.types[index].navigationDelegate = ExpressionResolver.text(rhs) }
    case "definesPresentationContext" where onSelf:
      if let index {
        facts.types[index].definesPresentationContext = rhs.trimmedDescription == "true"
      }
    case "hidesBottomBarWhenPushed" where onSelf:
      if let index {
        facts.types[index].hidesBottomBarWhenPushed = rhs.trimmedDescription == "true"
      }
    case "viewControllers":
      setTabs(base: base, array: rhs, at: node)
      stackSite(base: base, receiver: Self.memberBase(lhs), array: rhs, at: node)
    case "selectedIndex" where isTabBar(base, Self.memberBase(lhs)):
      if let number = ExpressionResolver.unwrapped(rhs).as(IntegerLiteralExprSyntax.self),
        let value = Int(number.literal.text)
      {
        site(.selectTab(value), node, receiver: Self.memberBase(lhs))
      }
    case "selectedViewController" where isTabBar(base, Self.memberBase(lhs)):
      site(.selectController, node, target: resolver.resolve(rhs), receiver: Self.memberBase(lhs))
    default: break
    }
  }

  /// `tabs.viewControllers = […]` or `setViewControllers([…], animated:)`: a tab bar
  /// controller's children, on a variable of the function or on the type itself.
  private func setTabs(base: String, array: ExprSyntax, at node: some SyntaxProtocol) {
    guard let list = ExpressionResolver.unwrapped(array).as(ArrayExprSyntax.self) else { return }
    let children = list.elements.map { resolver.resolve($0.expression) }
    if base.isEmpty, let index = types.last {
      facts.types[index].tabChildren = children
      facts.types[index].tabChildrenLine = line(of: node)
    } else if !scopes.isEmpty, case .tab(_, let name)? = resolver.locals[base] {
      scopes[scopes.count - 1].locals[base] = .tab(children: children, className: name)
      resolver.locals[base] = .tab(children: children, className: name)
    }
  }

  /// A call: a transition (`present`, `pushViewController`, `show`, …), a segue by its
  /// identifier, tab children, or a SwiftUI presentation the scan names as skipped.
  func call(_ node: FunctionCallExprSyntax) {
    let callee = node.calledExpression
    let memberAccess = callee.as(MemberAccessExprSyntax.self)
    let name =
      memberAccess?.declName.baseName.text
      ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
    let base = memberAccess?.base.map { Self.path($0).joined(separator: ".") } ?? ""
    let arguments = Array(node.arguments)
    let labels = arguments.map { $0.label?.text }
    let first = arguments.first?.expression
    let variable = first.map { Self.path($0).joined(separator: ".") }
    switch name {
    case _ where base == "super":
      // An override forwarding to UIKit (`super.pushViewController(…)`) starts no transition
      // of its own: its callers do.
      break
    case "pushViewController" where labels.first == .some(nil):
      site(.push, node, target: first.map { resolver.resolve($0) }, variable: variable)
      notePush(onto: base, line: line(of: node))
    case "present"
    where labels.first == .some(nil) && labels.contains("animated")
      && !Self.isRouter(base.isEmpty ? owner ?? "" : base):
      if let variable, let filled = filledStack(variable) {
        site(.present, node, target: filled, variable: variable, receiver: memberAccess?.base)
        return
      }
      site(
        .present, node, target: first.map { resolver.resolve($0) }, variable: variable,
        receiver: memberAccess?.base)
    case "show" where labels == [nil, "sender"]:
      site(
        .show, node, target: first.map { resolver.resolve($0) }, variable: variable,
        receiver: memberAccess?.base)
    case "showDetailViewController" where labels.first == .some(nil):
      site(
        .showDetail, node, target: first.map { resolver.resolve($0) }, variable: variable,
        receiver: memberAccess?.base)
    case "performSegue":
      if let first, let id = ExpressionResolver.string(first) { site(.performSegue(id), node) }
    case "addChild" where labels == [nil] && base.isEmpty:
      site(.addChild, node, target: first.map { resolver.resolve($0) }, variable: variable)
    case "dismiss" where labels.contains("animated") && labels.first != .some(nil):
      site(.dismiss, node)
    case "popViewController" where labels.contains("animated"):
      site(.pop, node)
    case "setViewControllers" where labels.contains("animated"):
      if let first {
        setTabs(base: base, array: first, at: node)
        stackSite(base: base, receiver: memberAccess?.base, array: first, at: node)
      }
    case "append" where labels == [nil] && base.hasSuffix("viewControllers"):
      // `tabBarController.viewControllers?.append(vc)`: a tab added to a tab bar.
      let receiver = memberAccess?.base.flatMap { Self.memberBase($0) }
      if isTabBar(String(base.dropLast("viewControllers".count).dropLast()), receiver) {
        site(.appendTab, node, target: first.map { resolver.resolve($0) })
      }
    case "NavigationLink":
      skipSwiftUI(node, "a SwiftUI NavigationLink")
    default:
      if let owner, memberAccess == nil, name.first?.isUppercase == true, name != owner,
        !(facts.makers[name]?.contains(owner) ?? false)
      {
        // `SectionController()` written in `Host`: what hosts the object it makes.
        facts.makers[name, default: []].append(owner)
      }
      // `.detail(item)` makes an enum case (a route), not a call of a function `detail`.
      if !scopes.isEmpty, name.first?.isLowercase == true,
        memberAccess == nil || memberAccess?.base != nil
      {
        // Bare, on `self`, or on another object (`router.push(vc)`, `coordinator?.show(item)`).
        facts.calls.append(
          SwiftFacts.Call(
            function: name, owner: owner,
            arguments: arguments.map { argument($0.expression) }, base: base,
            baseRef: memberAccess?.base.map { resolver.resolve($0) },
            caller: scopes.last?.function, callerParameterTypes: scopes.last?.parameterTypes ?? [],
            callerParameters: scopes.last?.parameters ?? [],
            callerLabels: scopes.last?.parameterLabels ?? [], labels: labels,
            routeValues: arguments.map { routeValues($0.expression) },
            branches: branches(around: node), file: file, line: line(of: node),
            text: ExpressionResolver.text(node)))
        for argument in arguments {
          guard
            let passed = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let parameter = parameter(named: passed)
          else { continue }
          // `get(scene: scene)`: the function is handed the parameter.
          scopes[scopes.count - 1].parameterCalls[name] = parameter
          break
        }
      }
      if name == "setViewController", labels == [nil, "for"], let first,
        let column = arguments.last?.expression.as(MemberAccessExprSyntax.self)?.declName
          .baseName.text, !scopes.isEmpty,
        case .columnSplit(let style, var columns)? = resolver.locals[base]
      {
        columns[column] = resolver.resolve(first)
        scopes[scopes.count - 1].locals[base] = .columnSplit(style: style, columns: columns)
        resolver.locals[base] = .columnSplit(style: style, columns: columns)
      }
      if Self.swiftUIModifiers.contains(name), memberAccess != nil,
        labels.contains(where: { ["isPresented", "item", "for"].contains($0) })
      {
        skipSwiftUI(node, "a SwiftUI .\(name) presentation")
      }
    }
  }

  private func skipSwiftUI(_ node: some SyntaxProtocol, _ what: String) {
    facts.skipped.append(
      ScanSkip(
        file: file, line: line(of: node),
        why: "\(what): SwiftUI-only navigation is not UIKit's and is not modelled"))
  }
}
