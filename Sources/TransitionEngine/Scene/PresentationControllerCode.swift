/// The developer's own `UIPresentationController` subclass as their Swift ran it: the views it
/// adds, the frame it gives, whether it removes the presenter's view, each with the Swift line
/// that decided it (PC-1..PC-7, M-7). Lines read `CardPresentationController.swift:18`.
public struct PresentationControllerCode: Hashable, Sendable {
  /// The subclass's name, printed where UIKit's class would be.
  public var className: String
  /// The views `presentationTransitionWillBegin` adds to the container, in the order added.
  public var chrome: [ChromeCode] = []
  /// The line `frameOfPresentedViewInContainerView` returned its frame at; nil when the class
  /// keeps UIKit's default (the container's bounds, PC-4).
  public var frameLine: String?
  /// Why the frame is unknown (the app's own values); the container's bounds are drawn then.
  public var frameUnknown: String?
  /// The line `shouldRemovePresentersView` returned true at (M-7, T-4).
  public var removesLine: String?
  /// Why `shouldRemovePresentersView` is unknown; UIKit's default (false) is drawn then.
  public var removesUnknown: String?
  /// The line `presentedView` returned a wrapper at (PC-3).
  public var wrapperLine: String?
  /// The line of `dismissalTransitionDidEnd` that removes the chrome when it completed (PC-6).
  public var dismissalRemovesChrome: String?
  /// The background the code gives the presented view when it lets what is below show
  /// (`presentedView?.backgroundColor = .clear`), and the line (M-7, PC-5).
  public var presentedBackground: ControllerBackground?
  public var backgroundLine: String?
  /// What the code gives for each container size the scene can reach (PC-7); empty when it
  /// was run for the scene's first size only.
  public var layouts: [ContainerLayoutCode] = []
  /// What the methods do that the tool does not model, as
  /// `CardPresentationController.swift:31 view.layer.cornerRadius = 12. why`.
  public var notModelled: [String] = []
  /// The `isHidden` its methods set on its chrome and on the presented view, in the order
  /// they ran (X-10, PC-6).
  public var visibility: [CodeVisibility] = []
  /// The line of the subclass's `viewWillTransition(to:with:)` override (PC-9); nil without
  /// one. What it does to the chrome is in `layouts`.
  public var sizeTransitionLine: String?
  /// Whether its `coordinator.animate(alongsideTransition:)` block ran (PC-9, PC-6).
  public var sizeTransitionAnimatesAlongside = false
  /// What the override does that the tool does not model, told at the size change.
  public var sizeTransitionNotes: [String] = []

  public init(className: String) { self.className = className }
}
