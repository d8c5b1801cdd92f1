/// A container's delegate the app's code set to an object it made in place
/// (`YourCode/Planner+DroppedDelegate`): UIKit declares `delegate` weak, so the object nothing
/// else holds is deallocated at once and the container asks no delegate (N-24, TB-14).
enum WeakDelegateNote: NoteFamily {
  /// `place` (`code`) gave `container`'s delegate a new `object`; `tab` for a tab bar
  /// controller (TB-14), else a navigation controller (N-24).
  case dropped(container: String, object: String, place: String, code: String, tab: Bool)

  var role: NoteRole { .mistake }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] {
    switch self {
    case .dropped(let container, _, _, _, _): return [container]
    }
  }
  var lines: [String] {
    switch self {
    case .dropped(_, _, let place, _, _): return [place]
    }
  }

  /// The words in English.
  var english: String {
    switch self {
    case .dropped(let container, let object, let place, let code, let tab):
      return "The mistake: \(place) (`\(code)`) makes a new \(object) and gives it to "
        + "\(container)'s delegate, which UIKit declares weak. Nothing else holds the "
        + "\(object), so it is deallocated at once (Swift warns that the instance will be "
        + "immediately deallocated) and \(container)'s delegate is nil: UIKit asks no delegate "
        + "and plays its own animation (\(tab ? "TB-14" : "N-24")). Keep the object in a "
        + "stored property."
    }
  }

  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .dropped(let container, let object, let place, let code, let tab):
      return "错误：\(ViewMention.chinese(place: place))（`\(code)`）新建了一个 \(object)，"
        + "把它赋给 \(container) 的 delegate，而 UIKit 把这个属性声明为 weak。没有别的对象持有"
        + "这个 \(object)，所以它立刻被释放（Swift 会警告这个实例将被立即释放），\(container) 的 "
        + "delegate 为 nil：UIKit 不询问任何 delegate，播放它自己的动画（\(tab ? "TB-14" : "N-24")）。"
        + "请用一个存储属性持有这个对象。"
    }
  }
}
