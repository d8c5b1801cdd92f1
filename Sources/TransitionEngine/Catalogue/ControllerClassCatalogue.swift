/// The controller and presentation-controller classes UIKit prints in `_printHierarchy`, read
/// from the engine's own tables (§5, N-1, TB-1), for the explainer.
public enum ControllerClassCatalogue {
  /// iOS 13+: the presentation controller behind the root wrapper (W-3); `_printHierarchy`
  /// prints no `+` line for it.
  public static let rootPresentationController = "_UIRootPresentationController"
  /// The public superclass of the sheet presentation controllers (iOS 15+, M-10).
  public static let sheetPresentationController = "UISheetPresentationController"

  /// The style a presentation controller class stands for (§5), from the same switch the
  /// engine uses to name them; nil for custom and unknown classes.
  public static func style(ofPresentationController className: String) -> PresentationStyle? {
    for style in PresentationStyle.allCases where style != .custom && style != .automatic {
      if PresentationRules.controllerClass(style, ios: 17) == className { return style }
    }
    return nil
  }

  /// The kind of a UIKit container class by its exact name (N-1, TB-1, SV-1); `.plain` for
  /// `UIViewController`; nil for a class UIKit does not define here (an app's subclass).
  public static func kind(ofControllerClass className: String) -> ControllerKind? {
    let kinds: [ControllerKind] = [.navigation, .tab, .split, .plain]
    if let kind = kinds.first(where: { $0.defaultClassName == className }) { return kind }
    // UIKit's own navigation controller subclasses (public API: both inherit from it).
    if ["UIImagePickerController", "UIMoreNavigationController"].contains(className) {
      return .navigation
    }
    return nil
  }

  /// The class of the view UIKit loads for a container kind (N-1, TB-1).
  public static func viewClass(of kind: ControllerKind) -> String { kind.defaultViewClassName }
}
