extension ControllerResolver {
  /// What an object of the files that is no controller stands for when the app hands it to a
  /// transition (`router.present(module)` with a router as the module): the controller one of
  /// its methods returns (`func toPresent() -> UIViewController? { return rootController }`),
  /// the one its wrapper then shows. Its own methods first, then its superclasses'; by name
  /// when several do, said. Nil for a controller, a type not of the files, or when no method
  /// of its names a controller.
  func presentedController(of name: String, assumed: inout [String]) -> ControllerRef? {
    guard model.declares(name), !model.isController(name) else { return nil }
    for owner in model.lineage(name) {
      let found = model.returns.keys.sorted().compactMap { function in
        model.returns[function]?.first { found in
          found.owner == owner && !function.contains("#") && !Self.isUnknown(found.ref)
            && found.ref != .type(name) && names(controller: found.returnType)
        }
      }
      guard let chosen = found.first else { continue }
      let others = found.dropFirst().map { $0.function + "()" }
      let also = others.isEmpty ? "" : " (also \(others.joined(separator: ", ")))"
      assumed.append(
        "`\(name)` is no controller: what its \(chosen.function)()\(also) returns is shown")
      return chosen.ref
    }
    return nil
  }

  /// True when a declared return type is a controller (`UIViewController`, a subclass).
  private func names(controller type: String) -> Bool {
    type == "UIViewController" || model.isController(type)
  }
}
