/// A method UIKit calls on a presentation controller while it presents or dismisses.
public enum PresentationCallback: Hashable, Sendable, CustomStringConvertible {
  case presentationTransitionWillBegin
  case presentationTransitionDidEnd(completed: Bool)
  case dismissalTransitionWillBegin
  case dismissalTransitionDidEnd(completed: Bool)
  /// PC-7: the container lays out (a rotation, another size).
  case containerViewWillLayoutSubviews
  case containerViewDidLayoutSubviews
  /// PC-9: the container is about to change size; only listed when the developer's subclass
  /// overrides it.
  case viewWillTransition(to: Size)

  public var description: String {
    switch self {
    case .presentationTransitionWillBegin: return "presentationTransitionWillBegin()"
    case .presentationTransitionDidEnd(let completed):
      return "presentationTransitionDidEnd(\(completed))"
    case .dismissalTransitionWillBegin: return "dismissalTransitionWillBegin()"
    case .dismissalTransitionDidEnd(let completed): return "dismissalTransitionDidEnd(\(completed))"
    case .containerViewWillLayoutSubviews: return "containerViewWillLayoutSubviews()"
    case .containerViewDidLayoutSubviews: return "containerViewDidLayoutSubviews()"
    case .viewWillTransition(let size):
      return "viewWillTransition(to: \(size.description), with: coordinator)"
    }
  }
}
