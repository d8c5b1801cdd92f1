/// The one home of M-21: UIKit's own view-controller classes that choose their presentation
/// themselves, named by a controller's `class:`. What is modelled changes the style; the rest
/// is said to be a class whose own choice is not modelled.
enum SystemControllers {
  /// The share sheet: a popover in regular width [C: SYSVC].
  static let activity = "UIActivityViewController"

  /// UIKit's system controllers whose own choice of presentation the model does not follow;
  /// each is presented with the style the scene gives (M-21, inferred). UIImagePickerController
  /// has its own sentence.
  static let unmodelled: Set<String> = [
    "UIImagePickerController", "UIDocumentPickerViewController", "UIDocumentBrowserViewController",
    "UIFontPickerViewController", "UIColorPickerViewController", "UIReferenceLibraryViewController",
    "UICloudSharingController", "UIVideoEditorController", "PHPickerViewController",
    "SFSafariViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
    "QLPreviewController", "SKStoreProductViewController", "AVPlayerViewController",
    "CNContactPickerViewController", "CNContactViewController", "EKEventEditViewController",
    "EKEventViewController", "EKCalendarChooser", "PKAddPassesViewController",
    "UIPrinterPickerViewController",
  ]

  /// Whether `className` is one of UIKit's system controllers this rule speaks of.
  static func isSystemController(_ className: String?) -> Bool {
    guard let className else { return false }
    return className == activity || unmodelled.contains(className)
  }

  /// M-21 [C: SYSVC]: the style the class itself chooses in these traits, in place of the one
  /// the app asked for; nil when the app's style stands (or the class is not modelled).
  static func chosenStyle(_ className: String?, traits: Traits) -> PresentationStyle? {
    className == activity && traits.horizontal == .regular ? .popover : nil
  }

  /// M-21: what the container-ready phase says about the class's own choice; empty for
  /// classes that are not system controllers.
  static func sentence(_ className: String?, presented: String, requested: PresentationStyle)
    -> String
  {
    note(className, presented: presented, requested: requested)?.english ?? ""
  }

  /// The note `sentence` writes, or nil when the class is not a system controller.
  static func note(_ className: String?, presented: String, requested: PresentationStyle)
    -> PresentationNote?
  {
    guard let className, isSystemController(className) else { return nil }
    if className == activity {
      return requested == .popover
        ? PresentationNote.activityPopover(presented: presented, className: activity)
        : PresentationNote.activityCompact(
          presented: presented, className: activity, style: requested.rawValue)
    }
    return PresentationNote.systemController(
      presented: presented, className: className, style: requested.rawValue,
      picker: className == "UIImagePickerController")
  }

  /// M-21 [C: SYSVC]: what UIKit raises for a share sheet in regular width with no anchor,
  /// from the popover controller's presentationTransitionWillBegin (as M-19).
  static func missingAnchorException(_ presented: String, className: String) -> String {
    "NSGenericException: Your application has presented a \(className) (<\(className): "
      + "\(presented)>). In its current trait environment, the modalPresentationStyle of a "
      + "\(className) with this style is UIModalPresentationPopover. You must provide location "
      + "information for this popover through the view controller's "
      + "popoverPresentationController. You must provide either a sourceView and sourceRect or "
      + "a barButtonItem.  If this information is not known when you present the view "
      + "controller, you may provide it in the UIPopoverPresentationControllerDelegate method "
      + "-prepareForPopoverPresentation."
  }
}
