/// A view as an animator's note names it: what it is (a controller's view, the containerView,
/// a snapshot, a view the app made, a UIKit view) and whether it is the transition's to-view or
/// from-view, so that each language writes the name in its own words.
struct ViewMention: Sendable, Hashable {
  /// What the view is.
  enum Subject: Sendable, Hashable {
    /// A nil view: no view at all.
    case none
    /// The root view of a controller.
    case controller(String)
    /// A view of UIKit's or of the scene, named by its class.
    case uikit(String)
    /// A snapshot a line made, at its place (`line 12`).
    case snapshot(place: String)
    /// A view of the app's own class, made at a place.
    case made(className: String, place: String)
    /// The key window.
    case window
    /// The transition's containerView.
    case container
  }

  /// The part the view plays in the transition.
  enum Part: Sendable, Hashable {
    case plain
    /// The to-view; `owned` when a controller owns it (the English then says "it is").
    case toView(owned: Bool)
    case fromView
  }

  let subject: Subject
  let part: Part

  /// `Card's view (it is the to-view)`, `the containerView`, `the UIDropShadowView`.
  var english: String {
    let name: String
    switch subject {
    case .none: return "no view"
    case .controller(let owner): name = "\(owner)'s view"
    case .uikit(let className): name = "the \(className)"
    case .snapshot(let place): name = "the snapshot made at \(place)"
    case .made(let className, let place): name = "the \(className) made at \(place)"
    case .window: name = "the window"
    case .container: name = "the containerView"
    }
    switch part {
    case .plain: return name
    case .toView(let owned): return name + (owned ? " (it is the to-view)" : " (the to-view)")
    case .fromView: return name + " (the from-view)"
    }
  }

  /// `Card 的视图（它就是 toView）`, `containerView`, `UIDropShadowView`.
  var chinese: String {
    let name: String
    switch subject {
    case .none: return "没有视图"
    case .controller(let owner): name = "\(owner) 的视图"
    case .uikit(let className): name = className
    case .snapshot(let place): name = "\(Self.chinese(place: place)) 生成的快照"
    case .made(let className, let place):
      name = "\(Self.chinese(place: place)) 新建的 \(className)"
    case .window: name = "window"
    case .container: name = "containerView"
    }
    switch part {
    case .plain: return name
    case .toView(let owned): return name + (owned ? "（它就是 toView）" : "（toView）")
    case .fromView: return name + "（fromView）"
    }
  }

  /// The Chinese name with the space a CJK word after it needs when the name ends in a Latin
  /// letter or digit (`containerView 离开`, but `Card 的视图（toView）离开`).
  var chineseBefore: String {
    let name = chinese
    guard let last = name.unicodeScalars.last, last.isASCII else { return name }
    return name + " "
  }

  /// `第 9 行` for a scene's `line 9`; a Swift file's `Card.swift:42` as it is.
  static func chinese(place: String) -> String {
    guard place.hasPrefix("line ") else { return place }
    return "第 \(place.dropFirst(5)) 行"
  }
}
