/// What marks a view the app's code made (`UIView()`, `UIImageView`, an app class; X-14): the
/// line that made it, whether its class is one the model knows, and the background the code
/// gave it. UIKit's own views and the controllers' views carry none. A class, so that every
/// other view's record grows by one reference only.
public final class AppViewMark: Sendable {
  /// `Bubble.swift:12` or `line 12`: where the code made the view.
  public let madeAt: String
  /// False for an app class the files do not declare: it is drawn as a plain UIView.
  public let isKnownClass: Bool
  /// The `backgroundColor` the code set, as written (`.systemBlue`, `black 0.5`), if any.
  public let background: String?

  public init(madeAt: String, isKnownClass: Bool = true, background: String? = nil) {
    self.madeAt = madeAt
    self.isKnownClass = isKnownClass
    self.background = background
  }

  /// The same mark with another background.
  func with(background: String?) -> AppViewMark {
    AppViewMark(madeAt: madeAt, isKnownClass: isKnownClass, background: background)
  }
}
