import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// The presentation controller a `transitioningDelegate` expression vends for a custom
  /// presentation: `presentationController(forPresented:presenting:source:)` is asked and the
  /// subclass's overrides run against a container of `container` bounds (PC-1..PC-7). Nil when
  /// the delegate has no such method or it returns no object of a type in the files (UIKit
  /// then uses its own `UIPresentationController`).
  public func presentationController(
    expression: SwiftSource, container: Rect, containers: [Size] = []
  ) throws(SwiftSceneError) -> CustomPresentation? {
    guard
      let vended = try vendPresentationController(
        expression: expression, container: container, containers: containers)
    else { return nil }
    // Read whole: the dismissal hooks too, which the planner asks only as a dismissal runs.
    var presentation = vended.presentation
    let began = vended.reader.dismissal(completed: nil)
    let ended = vended.reader.dismissal(completed: true)
    presentation.code?.chrome = began.chrome
    presentation.code?.visibility = ended.visibility
    presentation.code?.dismissalRemovesChrome = ended.removesChrome
    // A helper both hooks call is named at its first run only, as in one reading.
    for line in began.notModelled + ended.notModelled
    where presentation.code?.notModelled.contains(line) == false {
      presentation.code?.notModelled.append(line)
    }
    return presentation
  }

  /// As `presentationController(expression:container:containers:)`, asked in the planner:
  /// the controllers answer from `world`, and the reader that ran the overrides is kept, so
  /// that the same object lays the container out again for a new size (PC-7). The delegate is
  /// built as the step's animator question builds it (`self` a controller of `selfType`) and
  /// kept under `kept`, so UIKit's next question, `animationController(forPresented:…)`, goes
  /// to the same object (PC-1, X-1).
  func vendPresentationController(
    expression: SwiftSource, container: Rect, containers: [Size], world: WorldAnswers? = nil,
    selfType: String? = nil, kept: SwiftKeptObject? = nil
  ) throws(SwiftSceneError) -> (
    presentation: CustomPresentation, reader: PresentationControllerReader
  )? {
    if let error = expression.firstError() { throw error }
    guard let item = expression.tree.statements.first, case .expr(let syntax) = item.item else {
      return nil
    }
    let interpreter = makeInterpreter(expression, SwiftTransitionInputs(cancelled: nil))
    interpreter.world = world
    let run = PresentationControllerRun(container: container)
    interpreter.presentationRun = run
    interpreter.current = Syntax(item)
    guard
      case .object(let delegate) = delegateObject(
        syntax, interpreter, selfType: selfType, kept: kept),
      let method = delegate.type.method(
        "presentationController", labels: ["forPresented", "presenting", "source"]),
      let body = method.body
    else { return nil }
    let vended = interpreter.invoke(
      body: body.statements,
      parameters: method.signature.parameterClause.parameters.map(\.innerName),
      arguments: [.controller("toVC"), .controller("fromVC"), .controller("fromVC")],
      on: delegate)
    guard case .object(let controller) = vended else { return nil }
    let reader = PresentationControllerReader(
      interpreter: interpreter, run: run, controller: controller, containers: containers)
    return (reader.read(), reader)
  }
}

/// Runs the overrides of one presentation-controller object in UIKit's order (§13.1, §13.2)
/// and collects what the engine needs into a `CustomPresentation`.
struct PresentationControllerReader {
  let interpreter: SwiftInterpreter
  let run: PresentationControllerRun
  let controller: SwiftObject
  /// The other container sizes the scene can reach (PC-7).
  var containers: [Size] = []
  var type: SwiftType { controller.type }

  func read() -> CustomPresentation {
    provideUIKitProperties()
    var code = PresentationControllerCode(className: type.name)
    var custom = CustomPresentation()
    var notes = NotModelledNotes()
    // PC-5: shouldRemovePresentersView (default false) and shouldPresentInFullscreen (true).
    let removes = property("shouldRemovePresentersView", &notes)
    switch removes?.value.truth {
    case true?:
      custom.removesPresentersView = true
      code.removesLine = removes?.line
    case false?: break
    case nil:
      if let removes { code.removesUnknown = "it returns \(removes.value.summary)" }
    }
    if let fullscreen = property("shouldPresentInFullscreen", &notes),
      fullscreen.value.truth == false
    {
      custom.presentsInFullscreen = false
    }
    // PC-4: frameOfPresentedViewInContainerView (default: the container's bounds).
    if let frame = property("frameOfPresentedViewInContainerView", &notes) {
      switch interpreter.knownRect(frame.value) {
      case .success(let rect):
        custom.frame = rect
        code.frameLine = frame.line
      case .failure(let unknown):
        code.frameUnknown = "\(frame.line): \(unknown.why)"
      }
    }
    // PC-3: presentedView returning a view the code made is a wrapper around V's view.
    if let wrapper = property("presentedView", &notes) {
      if case .madeView = wrapper.value {
        custom.wrapsPresentedView = true
        code.wrapperLine = wrapper.line
      } else if case .object(let object) = wrapper.value, object.type.isView {
        custom.wrapsPresentedView = true
        code.wrapperLine = wrapper.line
      }
    }
    // PC-6, §13.1: will-begin (its alongside blocks), did-end(true); then the dismissal's.
    runMethod("presentationTransitionWillBegin", [], .presentationWillBegin, &notes)
    runMethod("presentationTransitionDidEnd", [.bool(true)], .other, &notes)
    runMethod("containerViewWillLayoutSubviews", [], .other, &notes, framesByUIKit: true)
    runMethod("containerViewDidLayoutSubviews", [], .other, &notes, framesByUIKit: true)
    code.layouts = layouts(for: containers, &code)
    if let (background, line) = run.presentedBackground {
      code.presentedBackground = background
      code.backgroundLine = line
    }
    // The dismissal hooks run when the dismissal does (`dismissal(completed:)`, PC-6).
    code.chrome = run.chrome.map(\.code)
    code.notModelled = notes.lines
    code.visibility = run.visibility
    custom.code = code
    return custom
  }

  /// PC-6: UIKit calls `dismissalTransitionWillBegin` (`completed` nil) or
  /// `dismissalTransitionDidEnd(completed)` on this object as the dismissal runs; `world` is
  /// the world then.
  func dismissal(completed: Bool?, world: WorldAnswers? = nil) -> DismissalHooksCode {
    if let world { interpreter.world = world }
    var notes = NotModelledNotes()
    if let completed {
      runMethod("dismissalTransitionDidEnd", [.bool(completed)], .dismissalDidEnd, &notes)
    } else {
      runMethod("dismissalTransitionWillBegin", [], .dismissalWillBegin, &notes)
    }
    var hooks = DismissalHooksCode()
    hooks.chrome = run.chrome.map(\.code)
    hooks.removesChrome = run.dismissalRemoval
    hooks.visibility = run.visibility
    hooks.notModelled = notes.lines
    return hooks
  }

  /// UIKit's own properties of every presentation controller, unless the subclass overrides
  /// them (PC-2, T-3, PC-3).
  static var uikitProperties: [(String, SwiftValue)] {
    [
      ("containerView", .view(.containerView)),
      ("presentedViewController", .controller("toVC")),
      ("presentingViewController", .controller("fromVC")),
      (
        "presentedView",
        .view(.viewOf(CodeName("toVC", location: SourceLocation(line: 1, column: 1))))
      ),
    ]
  }

  private func provideUIKitProperties() {
    for (name, value) in Self.uikitProperties
    where controller.fields[name] == nil && type.computed[name] == nil {
      controller.fields[name] = value
    }
  }

  /// An overridden property's value and the line that declares it; nil when not overridden.
  func property(_ name: String, _ notes: inout NotModelledNotes) -> (
    value: SwiftValue, line: String
  )? {
    guard let getter = type.computed[name] else { return nil }
    let before = interpreter.lines.count
    let value = interpreter.member(.object(controller), name)
    noteNotModelled(since: before, framesByUIKit: false, into: &notes)
    var node: Syntax? = Syntax(getter)
    while let current = node, !current.is(PatternBindingSyntax.self) { node = current.parent }
    // An inherited getter is in its own class's file.
    let file = interpreter.program.source(containing: getter) ?? type.source
    let line = file.location(of: node ?? Syntax(getter)).line
    return (value, "\(file.name):\(line)")
  }

  /// Runs one override, if the subclass has it, with the run at `stage`.
  func runMethod(
    _ name: String, _ arguments: [SwiftValue], _ stage: PresentationControllerRun.Stage,
    _ notes: inout NotModelledNotes, framesByUIKit: Bool = false
  ) {
    guard let method = type.method(name), let body = method.body else { return }
    let before = interpreter.lines.count
    run.stage = stage
    _ = interpreter.invoke(
      body: body.statements,
      parameters: method.signature.parameterClause.parameters.map(\.innerName),
      arguments: arguments, on: controller)
    interpreter.drainDeferred()
    run.stage = .other
    noteNotModelled(since: before, framesByUIKit: framesByUIKit, into: &notes)
  }

  /// Adds the lines recorded since `before` to `notes`, each source line once. Frames set in
  /// the layout callbacks are UIKit's own layout (PC-7) and are left out.
  private func noteNotModelled(
    since before: Int, framesByUIKit: Bool, into notes: inout NotModelledNotes
  ) {
    for line in interpreter.lines.dropFirst(before) {
      let place = "\(line.file ?? type.source.name):\(line.location.line) \(line.text)"
      switch line.statement {
      case .notModelled(let why):
        if framesByUIKit && why.hasPrefix("Frames the code sets") { continue }
        notes.add(place, why)
      default:
        notes.add(
          place, "A presentation controller that moves the transition's views is not modelled.")
      }
    }
  }
}
