/// What the app's presentation controller did when UIKit called one of its dismissal hooks
/// (`dismissalTransitionWillBegin`, `dismissalTransitionDidEnd(_:)`, PC-6), run as the
/// dismissal runs, with the world as it is then.
public struct DismissalHooksCode: Hashable, Sendable {
  /// The chrome as the hook left it: the alphas it gives at once (`dismissalAlpha`) and in
  /// its alongside blocks (`dismissedAlpha`), in the order `presentationTransitionWillBegin`
  /// added the views.
  public var chrome: [ChromeCode] = []
  /// The line of `dismissalTransitionDidEnd` that removed a chrome view, when it did.
  public var removesChrome: String?
  /// Every `isHidden` the controller's methods have set so far, in the order they ran.
  public var visibility: [CodeVisibility] = []
  /// What the hook does that the tool does not model, as `File.swift:31 text. why`.
  public var notModelled: [String] = []

  public init() {}
}
