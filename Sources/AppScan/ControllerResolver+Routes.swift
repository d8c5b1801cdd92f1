extension ControllerResolver {
  /// What the files return for the route case `route` (`detail`, or `detail(name:)` with its
  /// labels) in a `switch` (`case .detail: return DetailViewController()`): among the returns
  /// under a case of that name, those of the enums whose case has those labels when the call
  /// gives them, the first that names a controller, said when several places return one.
  /// Nil when none does. Handed to a function of the files (`get(scene: .detail)`), that
  /// function's returns are taken when it has some for the case.
  func routeTarget(_ route: String, call: ControllerRef? = nil, assumed: inout [String])
    -> ControllerRef?
  {
    let name = String(route.prefix { $0 != "(" })
    var all = (model.routeReturns[name] ?? []).filter { !Self.isUnknown($0.ref) }
    if case .made(let function, _, _)? = call {
      let own = all.filter { $0.function == function }
      if !own.isEmpty { all = own }
    }
    if let open = route.firstIndex(of: "(") {
      let labels = String(route[open...].dropFirst().dropLast())
      let fitting = all.filter { found in
        found.routeEnum.flatMap { model.enumCases[$0 + "." + name] } == labels
      }
      if !fitting.isEmpty { all = fitting }
    }
    guard let chosen = all.first else { return nil }
    let places = Set(all.map { place($0) })
    if places.count > 1 {
      assumed.append(
        "the route .\(name) is returned by \(places.sorted().joined(separator: ", ")): \(place(chosen))'s stands in"
      )
    }
    if case .made(let inner, nil, let text) = chosen.ref {
      return .made(function: inner, type: chosen.owner, text: text)
    }
    return chosen.ref
  }

  private func place(_ found: SwiftFacts.FunctionReturn) -> String {
    let enumName = found.routeEnum.map { " (\($0))" } ?? ""
    return "\(found.owner ?? "").\(found.function)\(enumName)"
  }
}
