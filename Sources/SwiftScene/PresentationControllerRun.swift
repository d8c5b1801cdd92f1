import SwiftSyntax
import TransitionEngine

/// What the developer's `UIPresentationController` subclass does to the views it makes itself
/// while its methods run: which it adds to the container and where (its chrome, PC-6), the
/// alpha it gives them before and inside `animate(alongsideTransition:)` blocks, and which
/// `dismissalTransitionDidEnd` removes. The interpreter reports to it while it is set.
final class PresentationControllerRun {
  /// Which of the controller's methods is running, or which alongside block.
  enum Stage {
    case presentationWillBegin, presentationAlongside, dismissalWillBegin, dismissalAlongside
    case dismissalDidEnd, other
    /// The layout callbacks after the container changed size (PC-7): chrome frames they set
    /// are the chrome's new frames.
    case layout
  }

  /// The container's bounds: `containerView.bounds` while the methods run.
  private(set) var container: Rect
  var stage = Stage.other {
    didSet { if stage == .presentationWillBegin { began = true } }
  }
  /// Whether `presentationTransitionWillBegin` has run.
  private(set) var began = false
  /// The `isHidden` the code set, by view, in the order run.
  var hiddenSets: [(key: String, moment: CodeVisibility.Moment, hidden: Bool, line: String)] = []
  private var made = 0
  private var classes: [String: String] = [:]
  private var alphas: [String: Double] = [:]
  private var frames: [String: Rect] = [:]
  private(set) var chrome: [(key: String, code: ChromeCode)] = []
  /// The line of `dismissalTransitionDidEnd` that removed a chrome view.
  private(set) var dismissalRemoval: String?

  /// Chrome views whose `autoresizingMask` the code set: they follow the container's size.
  private var following: Set<String> = []
  /// The presented view's background colour as the code set it, with the line, when it lets
  /// what is below show (`.clear`, an alpha below 1).
  private(set) var presentedBackground: (ControllerBackground, String)?
  /// How many `animate(alongsideTransition:)` blocks have run.
  private(set) var alongsideBlocks = 0

  init(container: Rect) { self.container = container }

  /// The container changes size (PC-7): chrome that had the old bounds keeps them as its
  /// frame unless the code made it follow (`autoresizingMask`) or its layout callbacks set
  /// it again; `containerView.bounds` is the new size from now on.
  func resize(to bounds: Rect) {
    for index in chrome.indices
    where chrome[index].code.frame == nil && !following.contains(chrome[index].key) {
      chrome[index].code.frame = container
    }
    container = bounds
  }

  /// The chrome's frames now, nil for the container's bounds.
  var chromeFrames: [Rect?] {
    chrome.map { $0.code.frame == container ? nil : $0.code.frame }
  }

  /// Puts back the chrome's frames and the container read for the scene's first size.
  func restore(_ frames: [Rect?], container bounds: Rect) {
    for (index, frame) in zip(chrome.indices, frames) { chrome[index].code.frame = frame }
    container = bounds
  }

  /// A name for a view the code makes (`UIView()`), unique within the run.
  func make(_ type: String) -> String {
    made += 1
    let text = made == 1 ? "a \(type) the code made" : "a \(type) the code made (\(made))"
    classes[text] = type
    return text
  }

  /// A view the code made, by identity, with its class; nil for anything else.
  func key(_ value: SwiftValue?) -> (key: String, className: String)? {
    switch value {
    case .madeView(let text)?: return (text, classes[text] ?? "UIView")
    case .object(let object)? where object.type.isView:
      return ("\(ObjectIdentifier(object))", object.type.name)
    default: return nil
    }
  }

  /// `containerView.addSubview(view)` / `insertSubview(view, at: 0)` in
  /// `presentationTransitionWillBegin`: true when `value` is now chrome.
  func added(_ value: SwiftValue?, into parent: CodeView, atBack: Bool, line: String) -> Bool {
    guard stage == .presentationWillBegin, parent == .containerView,
      let (key, className) = key(value)
    else { return false }
    if let index = chrome.firstIndex(where: { $0.key == key }) { chrome.remove(at: index) }
    var code = ChromeCode(className: className, line: line, atBack: atBack, alpha: alphas[key] ?? 1)
    code.frame = frames[key]
    chrome.append((key, code))
    return true
  }

  /// `view.alpha = n` and `view.frame = rect` on a view the code made: true when recorded.
  func assign(
    _ base: SwiftValue, _ property: String, _ value: SwiftValue, _ interpreter: SwiftInterpreter
  ) -> Bool {
    if property == "frame", let (key, _) = key(base),
      case .success(let rect) = interpreter.knownRect(value)
    {
      // The chrome's frame: the container's bounds unless the code says otherwise.
      let frame = rect == container ? nil : rect
      let index = chrome.firstIndex { $0.key == key }
      if let index, stage == .presentationWillBegin || stage == .layout {
        chrome[index].code.frame = frame
      } else if index == nil {
        frames[key] = frame
      }
      return stage == .presentationWillBegin || stage == .other || stage == .layout
    }
    if property == "isHidden", recordHidden(base, value, interpreter) { return true }
    if property == "autoresizingMask", let (key, _) = key(base) {
      following.insert(key)  // PC-7: it follows the container's bounds [I: flexible size].
      return true
    }
    if property == "backgroundColor",
      let background = Self.background(of: base, interpreter.statementText)
    {
      presentedBackground = presentedBackground ?? (background, interpreter.place)
      return true
    }
    guard property == "alpha", let (key, _) = key(base), case .number(let number) = value,
      number.isFinite
    else { return false }
    let alpha = min(1, max(0, number))
    let index = chrome.firstIndex { $0.key == key }
    switch stage {
    case .presentationAlongside:
      if let index { chrome[index].code.presentedAlpha = alpha }
    case .dismissalAlongside:
      if let index { chrome[index].code.dismissedAlpha = alpha }
    case .presentationWillBegin, .other:
      alphas[key] = alpha
      if let index, stage == .presentationWillBegin { chrome[index].code.alpha = alpha }
    case .dismissalWillBegin:
      // At once when the dismissal begins, not animated (PC-6).
      if let index {
        chrome[index].code.dismissalAlpha = alpha
        chrome[index].code.dismissalAlphaLine = interpreter.place
      }
    case .dismissalDidEnd, .layout:
      break
    }
    return true
  }

  /// Calls on the views the code made and on the transition coordinator. Returns nil for
  /// calls it does not handle.
  func call(
    _ base: SwiftValue, _ method: String, _ arguments: SwiftArguments,
    _ interpreter: SwiftInterpreter, line: String
  ) -> SwiftValue? {
    if let (key, _) = key(base), method == "removeFromSuperview" {
      if stage == .dismissalDidEnd, chrome.contains(where: { $0.key == key }) {
        dismissalRemoval = dismissalRemoval ?? line
      }
      return .void
    }
    guard case .unknown(let what) = base, what.hasSuffix("transitionCoordinator"),
      method == "animate"
    else { return nil }
    // PC-6: the alongside block runs with the transition's animation; its values are where
    // the transition ends. Its completion runs when the transition is over.
    let saved = stage
    stage =
      saved == .presentationWillBegin
      ? .presentationAlongside : saved == .dismissalWillBegin ? .dismissalAlongside : saved
    if case .closure(let block)? = arguments["alongsideTransition"] ?? arguments.values.first {
      alongsideBlocks += 1
      _ = interpreter.call(block, [.unknown("the transition coordinator's context")])
    }
    // After a size change (PC-9) the completion's frames are still the new layout's.
    stage = saved == .layout ? .layout : .other
    if case .closure(let block)? = arguments["completion"] {
      _ = interpreter.call(block, [.unknown("the transition coordinator's context")])
    }
    stage = saved
    return .bool(true)
  }
}

extension SwiftType {
  /// A `UIView` subclass, as far as its declaration says.
  var isView: Bool { inherited.contains { $0.hasSuffix("View") } }
}

extension SwiftInterpreter {
  /// The statement running now as `File.swift:18`.
  var place: String { "\(source.name):\(here.line)" }

  /// The statement running now as written, on one line.
  var statementText: String { current.map { Self.oneLine($0.trimmedDescription) } ?? "" }
}
