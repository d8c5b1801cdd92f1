/// A method UIKit calls on a view controller. Its `description` is the call as printed after
/// the controller's name: `viewWillAppear(animated: true)`.
public enum Callback: Hashable, Sendable, CustomStringConvertible {
  /// `loadView()`: the view is requested while still nil (LC-1).
  case loadView
  case viewDidLoad
  case viewWillAppear(animated: Bool)
  case viewIsAppearing(animated: Bool)
  case viewDidAppear(animated: Bool)
  case viewWillDisappear(animated: Bool)
  case viewDidDisappear(animated: Bool)
  /// The controller's half of a layout pass of its view (LC-2, LC-4).
  case viewWillLayoutSubviews
  case viewDidLayoutSubviews
  /// iOS 26's property-update pass, right before the layout pass (L-1–L-3).
  case updateProperties
  case willMove(toParent: ControllerID?)
  case didMove(toParent: ControllerID?)
  /// `willTransition(to:with:)` with the new size classes.
  case willTransition(to: Traits)
  /// `viewWillTransition(to:with:)` with the new window size.
  case viewWillTransition(to: Size)
  /// `traitCollectionDidChange(_:)` with the previous size classes.
  case traitCollectionDidChange(previous: Traits)
  /// A handler the app's code registered with `registerForTraitChanges` (at `registeredAt`,
  /// `File.swift:L`), called because one of its traits changed (iOS 17).
  case traitChangeHandler(registeredAt: String, previous: Traits)
  /// The adaptive presentation delegate hears the style a presentation adapts to.
  case willPresentWithAdaptiveStyle(PresentationStyle)
  /// A navigation primary takes the split's secondary onto its stack (SV-2).
  case collapseSecondary(ControllerID, split: ControllerID)
  /// A classic split's delegate is asked first whether it collapses the secondary itself
  /// (SV-11), with its answer.
  case collapseSecondaryAsked(ControllerID, onto: ControllerID, handled: Bool)
  /// A navigation primary hands the secondary back to the split (SV-2).
  case separateSecondary(split: ControllerID)
  /// The split's delegate chooses the column shown after collapsing (SV-9, column style).
  case topColumnForCollapsing(proposed: SplitColumn, chosen: SplitColumn)
  /// `prepare(for:sender:)` on an unwind segue's source.
  case prepareForUnwind
  /// `prepare(for:sender:)` on a segue's source, before the segue performs (S-5).
  case prepareForSegue(destination: ControllerID)
  /// The unwind action method of the destination.
  case unwindAction
  /// The delegate is asked first whether a user's swipe may dismiss the sheet (D-10).
  case presentationControllerShouldDismiss
  /// The adaptive delegate of a swiped sheet's presentation controller (D-7, M-12).
  case presentationControllerWillDismiss
  case presentationControllerDidDismiss
  /// A swipe refused by `isModalInPresentation` (D-8).
  case presentationControllerDidAttemptToDismiss
  /// The sheet delegate after a user's drag changed the detent (M-10).
  case sheetDidChangeSelectedDetent
  /// A page view controller's delegate as the user's swipe starts (K-10).
  case pageWillTransition(to: ControllerID)
  /// A page view controller's delegate once the swipe's animation ends (K-10).
  case pageDidFinishAnimating(previous: ControllerID, completed: Bool)

  public var description: String {
    switch self {
    case .loadView: return "loadView()"
    case .viewDidLoad: return "viewDidLoad()"
    case .viewWillAppear(let animated): return "viewWillAppear(animated: \(animated))"
    case .viewIsAppearing(let animated): return "viewIsAppearing(animated: \(animated))"
    case .viewDidAppear(let animated): return "viewDidAppear(animated: \(animated))"
    case .viewWillDisappear(let animated): return "viewWillDisappear(animated: \(animated))"
    case .viewDidDisappear(let animated): return "viewDidDisappear(animated: \(animated))"
    case .viewWillLayoutSubviews: return "viewWillLayoutSubviews()"
    case .viewDidLayoutSubviews: return "viewDidLayoutSubviews()"
    case .updateProperties: return "updateProperties()"
    case .willMove(let parent): return "willMove(toParent: \(parent?.name ?? "nil"))"
    case .didMove(let parent): return "didMove(toParent: \(parent?.name ?? "nil"))"
    case .willTransition(let traits):
      return "willTransition(to: \(traits.description), with: coordinator)"
    case .viewWillTransition(let size):
      return "viewWillTransition(to: \(size.description), with: coordinator)"
    case .traitCollectionDidChange(let previous):
      return "traitCollectionDidChange(\(previous.description))"
    case .traitChangeHandler(let place, let previous):
      return "registerForTraitChanges handler at \(place) (previous: \(previous.description))"
    case .willPresentWithAdaptiveStyle(let style):
      return "presentationController(_:willPresentWithAdaptiveStyle: .\(style.rawValue), "
        + "transitionCoordinator:)"
    case .collapseSecondary(let secondary, let split):
      return "collapseSecondaryViewController(\(secondary), for: \(split))"
    case .collapseSecondaryAsked(let secondary, let primary, let handled):
      return "delegate.splitViewController(_:collapseSecondary: \(secondary), onto: \(primary)) "
        + "-> \(handled)"
    case .separateSecondary(let split): return "separateSecondaryViewController(for: \(split))"
    case .topColumnForCollapsing(let proposed, let chosen):
      return "delegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn: "
        + ".\(proposed.rawValue)) -> .\(chosen.rawValue)"
    case .prepareForUnwind: return "prepare(for: unwindSegue, sender: nil)"
    case .prepareForSegue(let destination):
      return "prepare(for: segue to \(destination), sender: nil)"
    case .unwindAction: return "unwindAction(_: UIStoryboardSegue)"
    case .presentationControllerShouldDismiss: return "presentationControllerShouldDismiss(_:)"
    case .presentationControllerWillDismiss: return "presentationControllerWillDismiss(_:)"
    case .presentationControllerDidDismiss: return "presentationControllerDidDismiss(_:)"
    case .presentationControllerDidAttemptToDismiss:
      return "presentationControllerDidAttemptToDismiss(_:)"
    case .sheetDidChangeSelectedDetent:
      return "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)"
    case .pageWillTransition(let page):
      return "pageViewController(_:willTransitionTo: [\(page)])"
    case .pageDidFinishAnimating(let previous, let completed):
      return "pageViewController(_:didFinishAnimating: true, previousViewControllers: "
        + "[\(previous)], transitionCompleted: \(completed))"
    }
  }
}
