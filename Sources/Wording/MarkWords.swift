/// The views pane's change marks and the controllers pane's marks, as the help overlay and
/// predict mode name them.
public enum MarkWords: Phrase, Hashable {
  case addedMeaning, removedMeaning, movedMeaning, reframedMeaning
  case added, removed, moved, reframed
  case childMark, presentedMark, greyName, greyNameMeaning, boldState, boldStateMeaning

  public var english: String {
    switch self {
    case .addedMeaning: "added since the previous phase"
    case .removedMeaning: "removed (ghost line)"
    case .movedMeaning: "moved to another superview"
    case .reframedMeaning: "new frame"
    case .added: "added"
    case .removed: "removed"
    case .moved: "moved"
    case .reframed: "reframed"
    case .childMark: "a child of the controller above"
    case .presentedMark: "presented by the controller above"
    case .greyName: "grey name"
    case .greyNameMeaning: "its view is not in the window"
    case .boldState: "bold state"
    case .boldStateMeaning: "the state changed in this phase"
    }
  }

  public var chinese: String {
    switch self {
    case .addedMeaning: "上一个阶段之后加入"
    case .removedMeaning: "已移除（灰色的残影行）"
    case .movedMeaning: "移到了另一个 superview"
    case .reframedMeaning: "frame 变了"
    case .added: "加入"
    case .removed: "移除"
    case .moved: "移动"
    case .reframed: "改变 frame"
    case .childMark: "上面那个控制器的子控制器"
    case .presentedMark: "由上面那个控制器 present"
    case .greyName: "灰色名字"
    case .greyNameMeaning: "它的视图不在 window 里"
    case .boldState: "粗体状态"
    case .boldStateMeaning: "状态在这个阶段变了"
    }
  }
}
