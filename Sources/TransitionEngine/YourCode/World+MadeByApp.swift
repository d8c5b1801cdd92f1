extension World {
  /// A controller of a class of the app's files, as its code makes it when the world creates
  /// it (issue 32): its overrides' presents (P-10–P-12), the children its `viewDidLoad` adds
  /// (K-1) and the background it gives the view (M-7, T-4), each controller the code makes
  /// named against the world's names now. Other controllers come back as they are.
  mutating func madeByApp(_ spec: ControllerSpec) -> ControllerSpec {
    guard spec.options.hasSwiftOverrides, spec.options.className != nil, let app else {
      return spec
    }
    let made = app.made(spec, world: controllers.classNames)
    if made.options.background != spec.options.background {
      madeByCode.backgrounds[made.name] = made.options.background
    }
    if !made.options.swiftChildren.isEmpty {
      madeByCode.children[made.name] = made.options.swiftChildren
    }
    return made
  }
}
