import Foundation
import SceneFile
import SwiftScene
import TransitionEngine

/// Writes each transition's scene into the output folder and runs it as `tscope check` does:
/// a scene that does not load or breaks an invariant is written again more plainly (its
/// source as the root, then without the app's Swift), and skipped with its error if even
/// that fails. The mistakes are the ones its phases name.
struct SceneWriter {
  let model: AppModel
  let finder: TransitionFinder
  let app: URL
  let out: URL
  /// The app's Swift files, parsed once, shared by every scene's check-run.
  let sources: SwiftSourceCache
  /// The animators and presentation controllers of the files, in name order, found once.
  private let helpers: [(name: String, file: String, role: String)]

  init(model: AppModel, finder: TransitionFinder, app: URL, out: URL, sources: SwiftSourceCache) {
    self.model = model
    self.finder = finder
    self.app = app
    self.out = out
    self.sources = sources
    var helpers: [(name: String, file: String, role: String)] = []
    for name in model.types.keys.sorted() {
      guard let fact = model.types[name] else { continue }
      if model.isA(name, ["UIViewControllerAnimatedTransitioning"]) {
        helpers.append((name, fact.file, "animator"))
      }
      if model.isA(name, ["UIPresentationController"]) {
        helpers.append((name, fact.file, "presentationController"))
      }
    }
    self.helpers = helpers
  }

  func write(into report: inout ScanReport) {
    let builder = SceneBuilder(model: model, finder: finder)
    var used: Set<String> = []
    // The next number to try for each stem, and what each scene (its comments aside) ran to:
    // many calls of one transition (a line repeated) cost one probe and one run each, not one
    // per earlier call.
    var numbers: [String: Int] = [:]
    var ran: [String: [AppMistake]] = [:]
    for transition in finder.transitions {
      let base = Self.fileStem(transition)
      var name = base + ".yaml"
      var number = numbers[base] ?? 2
      while used.contains(name) {
        name = "\(base)-\(number).yaml"
        number += 1
      }
      numbers[base] = number
      let path = out.appendingPathComponent(name).path
      var lastError = "no scene could be built"
      var written: [AppMistake]?
      for (fromRoot, swift) in [(true, true), (false, true), (false, false)] {
        guard var built = builder.build(transition, fromRoot: fromRoot, swift: swift) else {
          continue
        }
        built.document.scene.swiftFiles = swiftFiles(for: built.types)
        let text = built.document.text
        do {
          try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
          lastError = "cannot write \(name): \(error.localizedDescription)"
          break
        }
        let key = Self.withoutComments(text)
        if let known = ran[key] {
          written = known
          break
        }
        switch Self.run(path, sources: sources) {
        case .success(let mistakes):
          written = mistakes
          ran[key] = mistakes
        case .failure(let error):
          lastError = error.why
        }
        if written != nil { break }
      }
      guard let mistakes = written else {
        try? FileManager.default.removeItem(atPath: path)
        report.skipped.append(
          ScanSkip(
            file: transition.file, line: transition.line,
            why: "\(transition.text): the scene does not run: \(lastError)"))
        continue
      }
      used.insert(name)
      report.scenes.append(
        ScanReport.Scene(
          file: name, from: transition.source.stem, to: transition.destination.stem,
          kind: transition.segueIdentifier.map { "segue \"\($0)\" (\(transition.kind.label))" }
            ?? transition.kind.label,
          style: transition.kind == .present ? (transition.style ?? .automatic).rawValue : nil,
          sourceFile: transition.file, sourceLine: transition.line, custom: custom(transition),
          mistakes: mistakes))
    }
  }

  /// The scene file's name: `home-push-detail`.
  static func fileStem(_ transition: FoundTransition) -> String {
    let words = [transition.source.stem, transition.kind.label, transition.destination.stem]
    return words.joined(separator: "-").lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
      .reduce(into: "") { text, character in
        if character == "-" && text.hasSuffix("-") { return }
        text.append(character)
      }
  }

  /// The app's objects involved, with the animators and presentation controllers of their files.
  private func custom(_ transition: FoundTransition) -> [String] {
    var custom = transition.custom
    let files = Set(model.withHelpers(transition.swiftTypes.flatMap(model.files)))
    for helper in helpers where files.contains(helper.file) {
      custom.append("\(helper.role): \(helper.name)")
    }
    return custom
  }

  /// The files declaring `types` and their superclasses, as paths from the output folder.
  private func swiftFiles(for types: [String]) -> [String] {
    var files: [String] = []
    for type in types {
      for file in model.files(of: type) where !files.contains(file) { files.append(file) }
    }
    return model.withHelpers(files).map {
      Self.relative(app.appendingPathComponent($0).path, from: out.path)
    }
  }

  /// `path` relative to the folder `base` (`../App/Home.swift`).
  static func relative(_ path: String, from base: String) -> String {
    let target = path.split(separator: "/")
    let origin = base.split(separator: "/")
    var common = 0
    while common < min(target.count, origin.count), target[common] == origin[common] { common += 1 }
    let ups = [String](repeating: "..", count: origin.count - common)
    return (ups + target[common...].map(String.init)).joined(separator: "/")
  }

  /// The scene's text without its comment lines (the source lines it names): two scenes
  /// equal in this run alike.
  static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0 == " " }.hasPrefix("#") }.joined(separator: "\n")
  }

  /// Loads and plans the scene as `tscope check` does: its mistakes, or why it fails.
  static func run(_ path: String, sources: SwiftSourceCache) -> Result<[AppMistake], ScanSkip> {
    let spec: SceneSpec
    do {
      spec = try SwiftSceneLoader.load(path: path, cache: sources)
    } catch {
      return .failure(ScanSkip(file: path, line: 1, why: error.description))
    }
    let timeline = TimelineBuilder.build(spec)
    var checker = IncrementalInvariantChecker()
    var mistakes: [AppMistake] = []
    for step in timeline.steps {
      for phase in step.phases {
        if let problem = checker.violations(in: phase).first {
          return .failure(ScanSkip(file: path, line: 1, why: "invariant broken: " + problem))
        }
        for mistake in phase.appMistakes where !mistakes.contains(mistake) {
          if case .appearanceByHand = mistake { continue }
          mistakes.append(mistake)
        }
      }
    }
    return .success(mistakes)
  }
}
