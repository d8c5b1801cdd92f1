/// Which object a step's Swift expression builds, and what UIKit asks it.
public enum AppCallRole: Hashable, Sendable {
  /// `animator:`: the expression is the animator itself.
  case animator
  /// `animator: |`, a block of Swift: a type with `animateTransition(using:)`, a whole
  /// `func animateTransition(using:)`, or its body; UIKit runs it as the step's animator.
  case inlineAnimator
  /// `transitioningDelegate:` on a present (true) or dismiss (false): UIKit asks
  /// `animationController(forPresented:presenting:source:)` or `(forDismissed:)`.
  case transitioningDelegate(presenting: Bool)
  /// `navigationDelegate:`: `navigationController(_:animationControllerFor:from:to:)`.
  case navigationDelegate(push: Bool)
  /// `tabBarDelegate:`: `tabBarController(_:animationControllerForTransitionFrom:to:)`.
  case tabBarDelegate
  /// `transitioningDelegate:` on a `custom` present (PC-1): UIKit asks
  /// `presentationController(forPresented:presenting:source:)` and runs the controller it
  /// vends as the presentation begins (PC-2..PC-6), with the container as it is then.
  case presentationController
  /// The container of the presentation that `presentationController` made changes to `Size`
  /// (a rotation, another device or multitasking share, PC-7): UIKit lays it out again and asks
  /// the same presentation controller object.
  case containerLayout(Size)
  /// The presentation that `presentationController` made is dismissed (PC-6): UIKit calls
  /// the same object's `dismissalTransitionWillBegin` as the dismissal begins.
  case dismissalWillBegin
  /// The dismissal ends (PC-6): UIKit calls `dismissalTransitionDidEnd(_:)` on the same
  /// object, with false when the user's swipe was cancelled.
  case dismissalDidEnd(completed: Bool)
  /// `class:` on a `segue` or `unwind`: UIKit calls the `UIStoryboardSegue` subclass's
  /// `perform()` (S-5, U-5).
  case seguePerform(className: String)
  /// A `code:` line calling the app's own member on a controller (issue 32): the method, a
  /// property's `willSet` / `didSet`, an override of UIKit's method or an extension of
  /// `UIViewController`, run with the world as it is when the line runs.
  case member(AppMemberCall)
}
