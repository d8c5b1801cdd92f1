/// The controller a `present(_:animated:)` in a controller's override shows, as the code made
/// it: an instance of a class of the files, a storyboard's controller, or a
/// `UINavigationController` wrapping one of these (Scenes/README.md, "Your real Swift").
public indirect enum PresentedByCode: Hashable, Sendable {
  /// `OnboardingViewController()`: a class of the files.
  case instance(className: String)
  /// `instantiateViewController(withIdentifier: "Onboarding")`; `className` is the class of
  /// the files with the identifier's name, when there is one.
  case storyboard(identifier: String, className: String?)
  /// `UINavigationController(rootViewController: root)`; `className` is the navigation
  /// controller's class (`UINavigationController`, or a subclass in the files).
  case navigation(className: String, root: PresentedByCode)
}
