import SwiftSyntax
import TransitionEngine

/// The frames of the transition's views while an animator's Swift runs (X-3, X-4, X-9): the
/// container's, `finalFrame(for:)` and `initialFrame(for:)` from the world's transition
/// (`TransitionFrames`), the to- and from-views' as they start, and what the code sets on
/// `frame`, `center` and `bounds` (whole, or one part such as `frame.origin.y`), which becomes
/// the view's frame in the tree. A value the tool cannot know stays unknown, noted at its line.
extension SwiftInterpreter {
  /// The view properties that are its frame.
  static let frameProperties: Set<String> = ["frame", "center", "bounds"]

  /// The key of a view's frame: `toVC.view` shares the to-view's where it is that view.
  func frameKey(_ view: CodeView) -> String? {
    let frames = world?.transition
    switch view {
    case .toView: return "toView"
    case .fromView: return "fromView"
    case .viewOf(let name):
      for (role, key) in [("toVC", "toView"), ("fromVC", "fromView")]
      where frames?.sameViews.contains(role) == true
        && (name.text == role || world?.roles[role] == name.text)
      {
        return key
      }
      return "view " + name.text
    case .snapshot(let number): return "snapshot \(number)"
    case .made(let number): return "made \(number)"
    case .containerView, .keyWindow, .superview: return nil
    }
  }

  /// The view's frame now: what the code set, else where the transition starts it; nil when
  /// unknown.
  func currentFrame(_ view: CodeView) -> Rect? {
    if case .containerView = view { return world?.transition?.container }
    guard let key = frameKey(view) else { return nil }
    return viewFrames[key] ?? world?.transition?.views[key]
  }

  /// `view.frame`, `view.bounds`, `view.center` of a view of the transition; nil for another
  /// member, or a frame the tool does not know (the value stays unknown).
  func viewFrameMember(_ view: CodeView, _ name: String) -> SwiftValue? {
    guard Self.frameProperties.contains(name), let frame = currentFrame(view) else { return nil }
    switch name {
    case "frame": return rect(frame)
    case "bounds": return rect(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
    default:
      return makeGeometry(
        "CGPoint",
        SwiftArguments(
          labels: ["x", "y"],
          values: [.number(frame.x + frame.width / 2), .number(frame.y + frame.height / 2)]))
    }
  }

  /// X-4: `finalFrame(for:)` and `initialFrame(for:)` of the step's controllers.
  func contextFrame(_ method: String, _ arguments: SwiftArguments) -> SwiftValue {
    let unknown = SwiftValue.unknown("the \(method == "finalFrame" ? "final" : "initial") frame")
    guard let frames = world?.transition, case .controller(let name)? = arguments.values.first
    else { return unknown }
    let role = ["toVC", "fromVC"].first { $0 == name || world?.roles[$0] == name }
    guard let role, let frame = (method == "finalFrame" ? frames.final : frames.initial)[role]
    else { return unknown }
    return rect(frame)
  }

  /// `view.frame = …`, `view.center = …`, `view.bounds = …` on a view of the transition: the
  /// frame it gives is the view's (X-9); false for any other property or view.
  func setViewFrame(_ view: CodeView, _ property: String, _ value: SwiftValue) -> Bool {
    guard Self.frameProperties.contains(property), let key = frameKey(view) else { return false }
    let frame: Rect
    switch property {
    case "frame":
      switch knownRect(value) {
      case .success(let rect): frame = Self.clamped(rect)
      case .failure(let unknown):
        notModelled("the tool cannot know the frame (\(unknown.why)); \(view) keeps its own")
        return true
      }
    case "center":
      guard let now = currentFrame(view), case .object(let point) = value,
        case .number(let x)? = point.fields["x"], case .number(let y)? = point.fields["y"]
      else {
        notModelled("the tool cannot know the centre or the size; \(view) keeps its frame")
        return true
      }
      frame = Self.clamped(
        Rect(x: x - now.width / 2, y: y - now.height / 2, width: now.width, height: now.height))
    default:
      guard let now = currentFrame(view), case .success(let bounds) = knownRect(value) else {
        notModelled("the tool cannot know the bounds or the frame; \(view) keeps its frame")
        return true
      }
      // The bounds' size about the same centre; the bounds' origin moves the content only.
      frame = Self.clamped(
        Rect(
          x: now.x + (now.width - bounds.width) / 2, y: now.y + (now.height - bounds.height) / 2,
          width: bounds.width, height: bounds.height))
    }
    viewFrames[key] = frame
    emit(.setProperty(view, .frame(frame)))
    return true
  }

  /// `toView.frame.origin.y = 40`, `card.center.x = …`, `view.bounds.size = …`: one part of a
  /// view's frame set; the whole frame is set with that part changed. False when `target` is
  /// no such path.
  func assignFramePart(_ target: MemberAccessExprSyntax, _ value: SwiftValue, _ scope: SwiftScope)
    -> Bool
  {
    // The names from the outside in (`y`, `origin`, `frame`) and the base of each.
    var names: [String] = []
    var bases: [ExprSyntax?] = []
    var access: MemberAccessExprSyntax? = target
    while let next = access, names.count < 8 {
      names.append(next.declName.baseName.text)
      bases.append(next.base)
      access = next.base?.as(MemberAccessExprSyntax.self)
    }
    guard
      let index = names.indices.dropFirst().first(where: {
        Self.frameProperties.contains(names[$0])
      }),
      let root = bases[index]
    else { return false }
    let path = Array(names[...index].reversed())
    let owner = eval(root, scope)
    guard let view = worldView(owner), frameKey(view) != nil else { return false }
    guard case .object(let whole) = member(.view(view), path[0]) else {
      notModelled("the tool cannot know \(view)'s \(path[0]); it keeps its frame")
      return true
    }
    var part = whole
    for name in path.dropFirst().dropLast() {
      guard case .object(let inner)? = part.fields[name] else { return false }
      part = inner
    }
    part.fields[path[path.count - 1]] = value
    _ = setViewFrame(view, path[0], .object(whole))
    return true
  }

  /// `isBeingPresented` / `isBeingDismissed` while a presentation's or dismissal's animator
  /// runs (X-2): the presented controller is being presented, the dismissed one dismissed,
  /// every other controller neither; nil outside such a run or for another member.
  func transitionFlag(_ controller: String, _ name: String) -> SwiftValue? {
    guard name == "isBeingPresented" || name == "isBeingDismissed",
      let presenting = world?.transition?.isPresentation
    else { return nil }
    let role = presenting ? "toVC" : "fromVC"
    let isIt = controller == role || world?.roles[role] == controller
    return .bool(isIt && presenting == (name == "isBeingPresented"))
  }
}
