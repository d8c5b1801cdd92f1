/// What a phase records about one controller. Its children and the controller it presents are
/// slots of the phase's table of records, not records themselves, so a record stays valid when
/// a controller below it changes and phases share every record that did not change.
final class ControllerRecord: Sendable {
  let id: ControllerID
  let className: String
  let kind: ControllerKind
  let state: AppearanceState
  let inWindow: Bool
  let viewClassName: String?
  let children: SharedList<Int>
  let presented: Int?
  let presentationControllerClass: String?

  init(
    id: ControllerID, className: String, kind: ControllerKind, state: AppearanceState,
    inWindow: Bool, viewClassName: String?, children: SharedList<Int>, presented: Int?,
    presentationControllerClass: String?
  ) {
    self.id = id
    self.className = className
    self.kind = kind
    self.state = state
    self.inWindow = inWindow
    self.viewClassName = viewClassName
    self.children = children
    self.presented = presented
    self.presentationControllerClass = presentationControllerClass
  }

  /// The record of a name no controller has: a plain controller, off screen.
  static func placeholder(_ name: String) -> ControllerRecord {
    ControllerRecord(
      id: ControllerID(name), className: "UIViewController", kind: .plain, state: .disappeared,
      inWindow: false, viewClassName: nil, children: [], presented: nil,
      presentationControllerClass: nil)
  }
}
