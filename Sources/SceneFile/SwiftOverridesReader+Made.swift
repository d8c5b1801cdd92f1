import TransitionEngine

extension SwiftOverridesReader {
  /// The scene controller a present in an override shows, as the code made it (Scenes/README.md,
  /// "Presenting what your code makes"): a class of the files, a storyboard's controller
  /// named by its identifier, or a navigation controller around one of these, built as the
  /// scene's `present: { navigation: …, stack: [ … ] }` would be.
  func spec(for made: PresentedByCode, line: Int, depth: Int)
    -> Result<ControllerSpec, OverrideRefusal>
  {
    switch made {
    case .instance(let className):
      return named(className, line: line, depth: depth)
    case .storyboard(let identifier, let className):
      // S-5: the identifier is the storyboard's; the tool knows a storyboard only through
      // the scene's names and the files' classes, and never guesses past them.
      if names.isDefined(identifier) {
        return .success(ControllerSpec(name: identifier, isBareName: true))
      }
      guard let className else {
        return .failure(
          OverrideRefusal(
            "The storyboard identifier \"\(identifier)\" names no controller of the scene and "
              + "no class of the Swift files, and the tool does not guess which controller the "
              + "storyboard makes; it is not presented. Name a controller '\(identifier)' in "
              + "the scene before this one, or give the class that name."))
      }
      return named(className, line: line, depth: depth)
    case .navigation(let className, let root):
      let rootSpec: ControllerSpec
      switch spec(for: root, line: line, depth: depth) {
      case .success(let spec): rootSpec = spec
      case .failure(let refusal): return .failure(refusal)
      }
      // `OnboardingNav`, numbered (`OnboardingNav2`) when a controller has that name.
      let name = freeName(rootSpec.name + "Nav")
      names.define(name, line: line, kind: .navigation)
      var options = ControllerOptions()
      if className != "UINavigationController" {
        names.classes[name] = className
        options.className = className
        apply(&options, controller: name, className: className, depth: depth + 1)
      }
      return .success(
        ControllerSpec(name: name, kind: .navigation(stack: [rootSpec]), options: options))
    }
  }

  private func named(_ className: String, line: Int, depth: Int)
    -> Result<ControllerSpec, OverrideRefusal>
  {
    guard let spec = classSpec(className, line: line, depth: depth) else {
      return .failure(
        OverrideRefusal(
          "The controller names TransitionScope would give a \(className) are taken by "
            + "controllers of other classes; it is not presented."))
    }
    return .success(spec)
  }
}
