import SceneFile
import SwiftSyntax
import TransitionEngine

extension SwiftProgram {
  /// The appearance overrides UIKit calls, in the order it calls them on a controller that
  /// appears, disappears and appears again; the second appearance tells whether a present is
  /// guarded (P-12).
  private static let appearanceOrder: [(method: String, first: Bool)] = [
    ("viewDidLoad", true), ("viewWillAppear", true), ("viewDidAppear", true),
    ("viewWillDisappear", true), ("viewDidDisappear", true),
    ("viewWillAppear", false), ("viewDidAppear", false),
  ]

  /// The size-change overrides UIKit calls on a rotation or a new window size, with
  /// what their parameters stand for.
  static let sizeMethods: [(name: String, arguments: [String])] = [
    ("willTransition", ["the new trait collection", "the transition coordinator"]),
    ("viewWillTransition", ["the new size", "the transition coordinator"]),
    ("traitCollectionDidChange", ["the previous trait collection"]),
  ]

  /// True when `className` is a controller of the files that overrides a callback UIKit sends
  /// (LC-1, A-5): the planner asks the app's code at each such call. Runs nothing.
  public func hasControllerOverrides(ofClass className: String) -> Bool {
    guard let type = types[className], type.isController else { return false }
    let methods =
      Self.appearanceOrder.map(\.method) + Self.sizeMethods.map(\.name)
      + ["viewWillLayoutSubviews", "prepare"]
    return methods.contains { type.method($0)?.body != nil }
  }

  /// What `className`'s appearance overrides make (P-10–P-12, M-7, K-1), asked when the
  /// planner creates the controller (`SwiftAppCode.made`): the presents they make, the
  /// background `viewDidLoad` gives the view and the children it adds, which name controllers
  /// later steps use (docs/DECISIONS.md). Nil, running nothing, when the class is not a controller of the
  /// files, overrides none of them, or its files write no `present(`, `addChild(` or
  /// `backgroundColor`; the lines its overrides run are asked in the planner (LiveController).
  public func controllerOverrides(ofClass className: String, controller: String)
    -> ControllerOverrides?
  {
    guard let type = types[className], type.isController,
      Self.appearanceOrder.contains(where: { type.method($0.method)?.body != nil }),
      writesReadTimeCalls
    else { return nil }
    let interpreter = SwiftInterpreter(
      program: self, inputs: SwiftInterpreter.Inputs(cancelled: nil), source: type.source)
    let me = CodeName(controller, location: SourceLocation(line: 1, column: 1))
    let run = ControllerOverridesRun(me: me)
    // Set first: the controllers its stored properties make are followed too.
    interpreter.controllerRun = run
    guard case .object(let object) = makeController(type, interpreter) else { return nil }
    object.fields["view"] = .view(.viewOf(me))
    object.fields["storyboard"] = run.made.storyboard(source: type.source)
    run.children.parent = object
    var result = ControllerOverrides()
    var firstPresents: [ControllerOverrides.Present] = []
    var again: Set<String> = []
    for (name, first) in Self.appearanceOrder {
      guard let method = type.method(name), method.body != nil else { continue }
      run.callback = first ? name : ""
      interpreter.runEntry(method, on: object, arguments: [.unknown("animated")])
      let presents = run.takePresents()
      guard first else {
        again.formUnion(presents.map(\.line))
        continue
      }
      var notes: [String] = []
      for present in presents {
        switch Self.read(present, callback: name) {
        case .success(let read): firstPresents.append(read)
        case .failure(let why): notes.append("not modelled: \(present.line) present(…). \(why)")
        }
      }
      if name == "viewDidLoad" {
        let (children, mistakes) = run.children.finish(me: controller, files: types)
        result.children = children
        notes += mistakes
      }
      if !notes.isEmpty { result.notes[name, default: []] += notes }
    }
    for var present in firstPresents {
      present.once = present.callback == .viewDidLoad || !again.contains(present.line)
      result.presents.append(present)
    }
    if let (background, line) = run.background {
      result.background = background
      result.backgroundLine = line
    }
    return result
  }

  /// True when a file writes a call whose effect the scene reader decides: a present, an
  /// `addChild` or a view's colour (read from text; nothing runs), as today or an older Swift
  /// spells them (`presentViewController(`, `addChildViewController(`).
  var writesReadTimeCalls: Bool {
    sources.contains { source in
      let text = source.syntax.description
      let calls = ["present(", "presentViewController(", "addChild(", "addChildViewController("]
      return (calls + ["backgroundColor"]).contains {
        text.contains($0)
      }
    }
  }

  /// An instance as UIKit makes it: `init()`, or `init?(coder:)` from a storyboard, then
  /// `awakeFromNib()` (§5).
  func makeController(_ type: SwiftType, _ interpreter: SwiftInterpreter) -> SwiftValue {
    var arguments = SwiftArguments()
    let hasPlainInit = type.inits.contains { $0.signature.parameterClause.parameters.isEmpty }
    let labels = { (decl: InitializerDeclSyntax) in
      decl.signature.parameterClause.parameters.map(\.callLabel)
    }
    if !hasPlainInit, type.inits.contains(where: { labels($0) == ["nibName", "bundle"] }) {
      // `Screen()` runs UIKit's designated `init(nibName: nil, bundle: nil)`: the override.
      arguments.labels = ["nibName", "bundle"]
      arguments.values = [.null, .null]
    } else if !hasPlainInit,
      type.inits.contains(where: {
        $0.signature.parameterClause.parameters.map(\.callLabel) == ["coder"]
      })
    {
      arguments.labels = ["coder"]
      arguments.values = [.unknown("the storyboard's coder")]
    }
    let value = interpreter.instantiate(type, arguments)
    if case .object(let object) = value, let awake = type.method("awakeFromNib", labels: []),
      let body = awake.body
    {
      _ = interpreter.invoke(body: body.statements, parameters: [], arguments: [], on: object)
    }
    return value
  }

  /// A line the override ran that changes nothing the model holds, as a note.
  static func note(_ line: CodeLine) -> String {
    if case .notModelled(let why) = line.statement {
      return "not modelled: \(line.place) \(line.text). \(why)"
    }
    return "not modelled: \(line.place) \(line.text). A controller's own callbacks change "
      + "views the tool does not follow here."
  }

  /// What a recorded present asks for, or why it cannot be played.
  private static func read(_ present: ControllerOverridesRun.Present, callback name: String)
    -> Result<ControllerOverrides.Present, OverrideProblem>
  {
    guard let callback = LifecycleCallback(rawValue: name) else {
      return .failure(
        OverrideProblem(
          "No source says what a present from \(name) does; it is not played (P-10–P-12 cover "
            + "viewDidLoad, viewWillAppear and viewDidAppear)."))
    }
    guard case .object(let presented) = present.presented, let made = present.made else {
      return .failure(
        OverrideProblem(
          "The tool cannot name the controller presented (\(present.presented.summary)); "
            + "give it a class in the Swift files, or use the scene's \(callback.sceneKey)."))
    }
    func word(_ key: String) -> String? {
      if case .member(let value)? = presented.fields[key] { return value }
      return nil
    }
    return .success(
      ControllerOverrides.Present(
        callback: callback, className: presented.type.name, controller: made,
        style: word("modalPresentationStyle").flatMap(PresentationStyle.init(rawValue:)),
        transition: word("modalTransitionStyle").flatMap(ModalTransitionStyle.init(rawValue:)),
        animated: present.animated, once: false, line: present.line,
        deferred: present.deferred))
  }
}

/// Why a present in an override is not played.
struct OverrideProblem: Error, CustomStringConvertible {
  let description: String
  init(_ text: String) { description = text }
}
