/// The header's short gloss of each phase kind (`completed · completeTransition(true)`).
public enum GlossWords: Phrase, Hashable, CaseIterable {
  case initial, before, containerReady, toViewAdded, animating, interactive, completed
  case cancelled, childAdded, viewAdded, willMove, viewRemoved, layout, transitionEnded, after
  case segueStart

  public var english: String {
    switch self {
    case .initial: "the window as the app launched"
    case .before: "the state before the call"
    case .containerReady: "will-callbacks fired, containerView ready"
    case .toViewAdded: "the to-view joins the container"
    case .animating: "half-way through the animation"
    case .interactive: "the finger part-way across"
    case .completed: "completeTransition(true)"
    case .cancelled: "completeTransition(false): all put back"
    case .childAdded: "linked, not in the view tree yet"
    case .viewAdded: "the child's view joins its parent's"
    case .willMove: "willMove(toParent: nil)"
    case .viewRemoved: "the child's view leaves its parent's"
    case .layout: "a layout pass"
    case .transitionEnded: "over; presents from callbacks follow"
    case .after: "the transition is over"
    case .segueStart: "prepare(for:sender:), then the segue performs"
    }
  }

  public var chinese: String {
    switch self {
    case .initial: "app 刚启动时的 window"
    case .before: "调用之前的状态"
    case .containerReady: "will 系列回调已发出，containerView 就绪"
    case .toViewAdded: "toView 加入 containerView"
    case .animating: "动画进行到一半"
    case .interactive: "手指滑到一半"
    case .completed: "completeTransition(true)"
    case .cancelled: "completeTransition(false)：全部复原"
    case .childAdded: "已建立父子关系，视图还没进视图树"
    case .viewAdded: "子控制器的视图加入父控制器的视图"
    case .willMove: "willMove(toParent: nil)"
    case .viewRemoved: "子控制器的视图离开父控制器的视图"
    case .layout: "一次布局"
    case .transitionEnded: "转场结束；回调里的 present 随后进行"
    case .after: "转场已经结束"
    case .segueStart: "prepare(for:sender:)，然后执行 segue"
    }
  }
}
