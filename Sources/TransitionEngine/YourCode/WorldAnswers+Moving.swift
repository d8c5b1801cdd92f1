/// K-7: `isBeingPresented`, `isBeingDismissed`, `isMovingToParent` and `isMovingFromParent`
/// are true for the controller the transition presents, dismisses, pushes or pops, and the
/// animator UIKit asks runs inside that transition, between the will- and did-callbacks.
extension WorldAnswers {
  /// The role keys the planner writes for the transition's moving controller; a space keeps
  /// them apart from every Swift name a role may be read by.
  static let beingPresented = "being presented"
  static let beingDismissed = "being dismissed"
  static let movingToParent = "moving to parent"
  static let movingFromParent = "moving from parent"

  /// The answer of `property` (one of K-7's four, or its Swift 3 spelling) on the controller
  /// `name` (a scene name or a role): true for the controller the transition moves that way,
  /// false for the transition's other controller; nil for any other property or controller,
  /// or when the call is about no transition.
  public func transitionFlag(_ property: String, of name: String) -> Bool? {
    let key: String
    switch property {
    case "isBeingPresented": key = Self.beingPresented
    case "isBeingDismissed": key = Self.beingDismissed
    case "isMovingToParent", "isMovingToParentViewController": key = Self.movingToParent
    case "isMovingFromParent", "isMovingFromParentViewController": key = Self.movingFromParent
    default: return nil
    }
    let keys = [
      Self.beingPresented, Self.beingDismissed, Self.movingToParent, Self.movingFromParent,
    ]
    guard keys.contains(where: { roles[$0] != nil }) else { return nil }
    let resolved = roles[name] ?? name
    if roles[key] == resolved { return true }
    return [roles["fromVC"], roles["toVC"]].contains(resolved) ? false : nil
  }
}
