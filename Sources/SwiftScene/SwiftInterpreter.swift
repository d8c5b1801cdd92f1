import SwiftSyntax
import TransitionEngine

/// Runs the developer's Swift symbolically and records what it does to the transition as the
/// engine's animator statements, each at the Swift line that made it (Scenes/README.md, "Your
/// real Swift"). UIKit's order is kept: an animation block runs where `UIView.animate` is
/// called (UIKit runs it at once and animates to its values), `DispatchQueue.main.async`
/// blocks after the method returns, completions after that.
final class SwiftInterpreter {
  /// What UIKit's inputs say about the transition.
  struct Inputs {
    /// `transitionWasCancelled` at the end of an interaction; nil when not interactive.
    var cancelled: Bool?
    /// The class of each controller the code sees by role (`toVC`, `fromVC`), where the
    /// scene says it: what `as?`, `as!` and `is` check.
    var controllerClasses: [String: String] = [:]
    /// The views the code makes are world objects (an animator's run, X-14).
    var worldViews = false
  }

  /// The most statements, calls and loop turns one run may take: enough for any animator,
  /// few enough that a loop the tool cannot end stops at once.
  static let stepLimit = 5_000
  static let depthLimit = 40
  static let loopLimit = 100

  let program: SwiftProgram
  var inputs: Inputs
  private(set) var lines: [CodeLine] = []
  var source: SwiftSource
  var current: Syntax?
  var steps = 0
  var depth = 0
  var stopped = false
  var later: [SwiftClosure] = []
  var completions: [(SwiftClosure, SwiftValue)] = []
  var startedAnimators: [PropertyAnimatorBox] = []
  /// Layer animations added with a delegate of the files: `animationDidStop` is due.
  var animationStops: [(SwiftObject, SwiftValue)] = []
  /// Set while an expression statement's outermost call is evaluated.
  var atStatement = false
  /// Set while an animation's completion runs: its lines run at the interaction's end.
  var inCompletion = false
  /// Snapshots made so far (`snapshotView(afterScreenUpdates:)`).
  var snapshotCount = 0
  /// Views made so far (`UIView()`, X-14), and the objects of the files' view classes among
  /// them, by identity.
  var madeViewCount = 0
  var madeObjects: [ObjectIdentifier: Int] = [:]
  /// The frames the code gave the transition's views so far, by view.
  var viewFrames: [String: Rect] = [:]
  /// Where the views the code touches sit, as its lines put them (convert, X-14).
  var viewTree = CodeViewTree()
  /// The depth of the method UIKit called, and where it returned.
  var watchedDepth: Int?
  var returnLine: CodeLine?
  /// Set while a presentation controller's methods run: follows the views they make.
  var presentationRun: PresentationControllerRun?
  /// Set while a custom interaction controller's gesture handler runs as the finger lets go:
  /// true when the step's interaction is cancelled. Unknown conditions then take the branch
  /// that ends the interaction that way (SwiftInterpreter+Interaction.swift).
  var wantsCancel: Bool?
  /// set when an interaction controller no gesture drives holds the animations at their
  /// start: their completions, a property animator's and a layer animation's end never come.
  var waitsForFinger = false
  /// The branch an unknown `if` condition takes, chosen by `wantsCancel`; nil otherwise.
  var preferredBranch: Bool?
  /// Set while a controller class's appearance overrides run: follows their presents.
  var controllerRun: ControllerOverridesRun?
  /// The kind of animation block running now, if any.
  var animationKind: CodeAnimation?
  /// The world as it is when UIKit makes the call that runs this code: what controllers'
  /// properties answer (SwiftInterpreter+World.swift). Nil where the code runs while the
  /// scene is read.
  var world: WorldAnswers?
  /// Set while a step's own expression is built (`ZoomOut(origin: Feed)`): a name the files
  /// do not declare as a type but the world knows as a controller is that controller.
  var namesSceneControllers = false
  /// Set while a `code:` line's call of the app's own member runs (issue 32,
  /// SwiftInterpreter+AppMember.swift).
  var runsAppMember = false

  init(program: SwiftProgram, inputs: Inputs, source: SwiftSource) {
    self.program = program
    self.inputs = inputs
    self.source = source
  }

  /// Records `statement` at the statement running now.
  func emit(_ statement: CodeStatement) {
    guard let node = current else { return }
    let place = source.location(of: node)
    let text = Self.oneLine(node.trimmedDescription)
    lines.append(
      CodeLine(
        statement: statement, text: text, location: place,
        file: source.lineOffset == 0 && source.columnOffset == 0 ? source.name : nil,
        atEnd: inCompletion, animation: inCompletion ? nil : animationKind))
    trackViews(statement)
  }

  /// True when a line in `range` is a `not modelled` note of the statement running now.
  func hasNote(in range: Range<Int>) -> Bool {
    lines[range].contains { isNoteOfThisStatement($0) }
  }

  /// Forgets the `not modelled` notes of the statement running now in `range`; the lines of
  /// other statements (a method the value called) stay.
  func dropNotes(in range: Range<Int>) {
    guard !range.isEmpty else { return }
    let kept = lines[range].filter { !isNoteOfThisStatement($0) }
    lines.replaceSubrange(range, with: kept)
  }

  private func isNoteOfThisStatement(_ line: CodeLine) -> Bool {
    guard case .notModelled = line.statement, let node = current else { return false }
    return line.location == source.location(of: node)
      && line.text == Self.oneLine(node.trimmedDescription)
  }

  /// Records a skipped construct: `not modelled`, never an error.
  func notModelled(_ why: String) {
    emit(.notModelled(why.hasSuffix(".") ? why : why + "."))
  }

  /// The first line of `text`, with `…` when more follows.
  static func oneLine(_ text: String) -> String {
    let parts = text.split(separator: "\n", omittingEmptySubsequences: true)
    guard let first = parts.first else { return text }
    let head = first.trimmingSpaces
    return parts.count > 1 ? head + " …" : head
  }

  /// Runs deferred blocks once the method UIKit called has returned.
  func drainDeferred() {
    var turns = 0
    while !stopped, turns < Self.loopLimit,
      !later.isEmpty || !completions.isEmpty || !animationStops.isEmpty
        || startedAnimators.contains(where: { !$0.completions.isEmpty })
    {
      turns += 1
      let blocks = later
      later = []
      for block in blocks { _ = call(block, []) }
      if !later.isEmpty { continue }
      if waitsForFinger { break }
      for box in startedAnimators {
        let blocks = box.completions
        box.completions = []
        // A cancelled interaction runs the animator back: its completion gets `.start`.
        let position = inputs.cancelled == true ? "start" : "end"
        for block in blocks { completions.append((block, .member(position))) }
        // Its animations have ended: with `pausesOnCompletion` false (UIKit's default) it is
        // inactive again, so a stored animator the next transition reuses starts anew.
        box.started = false
      }
      startedAnimators = []
      let pending = completions
      completions = []
      inCompletion = true
      for (block, argument) in pending { _ = call(block, [argument]) }
      inCompletion = false
      // a layer animation ends at its duration, with the animations' completions.
      _ = deliverAnimationStops()
    }
  }

  /// Counts one step; false once the budget is spent (then the run stops, noted once).
  func tick() -> Bool {
    if stopped { return false }
    steps += 1
    if steps > Self.stepLimit {
      stopped = true
      notModelled(
        "the code ran more than \(Self.stepLimit) steps (a loop or recursion the tool "
          + "cannot end); TransitionScope stops running it here")
      return false
    }
    return true
  }

  /// Calls a closure with arguments bound to its parameters. With `implicitReturn` (a closure
  /// whose value is asked for, as `compactMap`'s), a body of one expression is its value.
  func call(_ closure: SwiftClosure, _ arguments: [SwiftValue], implicitReturn: Bool = false)
    -> SwiftValue
  {
    guard depth < Self.depthLimit else {
      if !stopped {
        stopped = true
        notModelled("calls nest deeper than \(Self.depthLimit) (recursion); the run stops here")
      }
      return .unknown("a recursive call")
    }
    depth += 1
    defer { depth -= 1 }
    let saved = source
    source = closure.source
    defer { source = saved }
    let scope = SwiftScope(parent: closure.scope)
    for (index, name) in closure.parameters.enumerated() where name != "_" {
      scope.names[name] = index < arguments.count ? arguments[index] : .unknown(name)
    }
    if closure.parameters.isEmpty, let first = arguments.first {
      scope.names["$0"] = first
    }
    if implicitReturn, closure.body.count == 1, let only = closure.body.first,
      case .expr(let expression) = only.item, !expression.is(IfExprSyntax.self),
      !expression.is(SwitchExprSyntax.self)
    {
      return eval(expression, scope)
    }
    switch run(closure.body, scope) {
    case .returned(let value): return value
    default: return .void
    }
  }
}

extension Substring {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return String(text)
  }
}
