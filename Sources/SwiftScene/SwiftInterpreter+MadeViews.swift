import SwiftSyntax
import TransitionEngine

/// The views an animator's Swift makes or reaches: `UIView()` and its kin, an app class
/// (declared in the files or not), `superview`, `subviews`, `window` and
/// `UIApplication.shared.keyWindow`, translated into the engine's statements. Outside an
/// animator (a presentation controller, a controller's overrides) the views stay as before.
extension SwiftInterpreter {
  /// UIKit's view classes the code may make.
  static let madeViewClasses = [
    "UIView", "UIImageView", "UIVisualEffectView", "UIButton", "UILabel",
  ]

  /// True while the views the code makes are world objects: an animator's run.
  var makesWorldViews: Bool {
    inputs.worldViews && presentationRun == nil && controllerRun == nil
  }

  /// `UIView(frame: …)`, `UIImageView()`, `DimmingView()` of a class the files do not
  /// declare: a new view of the app's own; nil when this run keeps made views out.
  func makeWorldView(_ type: String, _ arguments: SwiftArguments) -> SwiftValue? {
    let known = Self.madeViewClasses.contains(type)
    guard makesWorldViews, known || type.hasSuffix("View") else { return nil }
    return .view(.made(emitMadeView(type, known: known, arguments)))
  }

  /// A new instance of a view class of the files: the object keeps its properties and
  /// methods, and is a view of the world too.
  func registerWorldView(_ value: SwiftValue, _ arguments: SwiftArguments) {
    guard makesWorldViews, case .object(let object) = value,
      object.type.isView || program.isKind(object.type.name, of: "UIView") == true
    else { return }
    madeObjects[ObjectIdentifier(object)] = emitMadeView(
      object.type.name, known: true, arguments)
  }

  private func emitMadeView(_ type: String, known: Bool, _ arguments: SwiftArguments) -> Int {
    madeViewCount += 1
    var spec = MadeViewSpec(className: type, isKnownClass: known)
    if let frame = arguments["frame"] {
      switch knownRect(frame) {
      case .success(let rect):
        spec.frame = Self.clamped(rect)
        viewFrames["made \(madeViewCount)"] = spec.frame
      case .failure(let unknown):
        notModelled("the tool cannot know the frame (\(unknown.why)); the view starts at zero")
      }
    } else if known, arguments.values.isEmpty {
      viewFrames["made \(madeViewCount)"] = .zero  // `UIView()` is `UIView(frame: .zero)`.
    }
    emit(.makeView(madeViewCount, spec))
    return madeViewCount
  }

  /// A frame kept within what the engine draws.
  static func clamped(_ rect: Rect) -> Rect {
    func pin(_ value: Double, _ low: Double) -> Double {
      value.isFinite ? min(max(value, low), 10_000) : 0
    }
    return Rect(
      x: pin(rect.x, -10_000), y: pin(rect.y, -10_000), width: pin(rect.width, 0),
      height: pin(rect.height, 0))
  }

  /// The engine's name for a view value: a view of the transition, one the code made, or an
  /// object of a view class of the files that the code made.
  func worldView(_ value: SwiftValue?) -> CodeView? {
    switch value {
    case .view(let view)?: return view
    case .object(let object)?:
      return madeObjects[ObjectIdentifier(object)].map { .made($0) }
    default: return nil
    }
  }

  /// `view.superview`, `view.window`, `view.subviews` on a view of the world.
  func worldViewMember(_ view: CodeView, _ name: String) -> SwiftValue? {
    guard makesWorldViews else { return nil }
    switch name {
    case "superview": return .view(.superview(view))
    case "window": return .view(.keyWindow)
    case "subviews": return .subviews(view)
    default: return nil
    }
  }

  /// `UIApplication.shared.keyWindow`, `…windows.first`, and the scene's way to the same
  /// window: `connectedScenes` holds the one window scene, whose `windows` and `keyWindow` are
  /// the app's window (CONTAINER-2, X-14).
  func applicationMember(_ type: String, _ name: String) -> SwiftValue? {
    guard makesWorldViews else { return nil }
    switch (type, name) {
    case ("UIApplication", "shared"): return .member("UIApplication.shared")
    case ("UIApplication.shared", "keyWindow"), ("UIWindowScene", "keyWindow"):
      return .view(.keyWindow)
    case ("UIApplication.shared", "windows"), ("UIWindowScene", "windows"):
      return .array([.view(.keyWindow)])
    case ("UIApplication.shared", "connectedScenes"): return .array([.member("UIWindowScene")])
    default: return nil
    }
  }

  /// `view.subviews.forEach { $0.removeFromSuperview() }`.
  func subviewsCall(_ parent: CodeView, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue
  {
    let body = arguments.closures.first.map { closure in
      closure.body.trimmedDescription.filter { $0 != " " }
    }
    if method == "forEach", body == "$0.removeFromSuperview()" {
      emit(.removeSubviews(of: parent))
    } else {
      notModelled("\(parent).subviews.\(method) is not modelled")
    }
    return .void
  }

  /// `bringSubviewToFront`, `sendSubviewToBack`, `exchangeSubview(at:withSubviewAt:)` on a view
  /// of the world; nil for any other method.
  func reorderCall(_ parent: CodeView, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    switch method {
    case "bringSubviewToFront", "sendSubviewToBack":
      guard let child = worldView(arguments.values.first) else { return nil }
      emit(.reorderSubview(child, in: parent, toFront: method == "bringSubviewToFront"))
    case "exchangeSubview":
      guard case .number(let first)? = arguments["at"],
        case .number(let second)? = arguments["withSubviewAt"],
        first >= 0, first < 1_000, second >= 0, second < 1_000
      else {
        notModelled("the tool cannot know the indices; the subviews stay where they are")
        return .void
      }
      emit(.exchangeSubviews(in: parent, Int(first), Int(second)))
    default:
      return nil
    }
    return .void
  }

  /// `bubble.frame = …` and `bubble.backgroundColor = …` on a view the code made; false for
  /// any other property or view.
  func setMadeViewProperty(_ view: CodeView, _ property: String, _ value: SwiftValue) -> Bool {
    guard case .made = view else { return false }
    switch property {
    case "frame":
      switch knownRect(value) {
      case .success(let rect):
        if case .made(let number) = view { viewFrames["made \(number)"] = Self.clamped(rect) }
        emit(.setProperty(view, .frame(Self.clamped(rect))))
      case .failure(let unknown):
        notModelled("the tool cannot know the frame (\(unknown.why)); the view keeps its own")
      }
      return true
    case "backgroundColor":
      let written = current.map { Self.oneLine($0.trimmedDescription) } ?? ""
      let color = written.split(separator: "=", maxSplits: 1).last.map {
        String($0.drop { $0 == " " })
      }
      // `.systemIndigo` (also through a property holding it), else the colour as written.
      let text: String
      if case .member(let name) = value { text = ".\(name)" } else { text = color ?? value.summary }
      // The colour is kept as written, so what its expression called is no note of its own.
      dropNotes(in: 0..<lines.count)
      emit(.setProperty(view, .background(String(text.prefix(80)))))
      return true
    default:
      return false
    }
  }
}
