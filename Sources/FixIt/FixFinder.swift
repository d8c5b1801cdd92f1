import SceneFile
import SwiftScene
import TransitionEngine

/// Finds, for each mistake of the app's code a scene shows, the smallest edit of its `swift:`
/// files that removes it: each candidate edit is run as the scene, and kept only when the
/// mistake is gone and nothing got worse (`TrialOutcome.fixes`).
public enum FixFinder {
  /// The edits tried for one mistake at most (each is one load and one planning of the scene).
  public static let trialLimit = 60

  /// One `FoundFix` per mistake of the scene, in step order. A scene that does not load throws
  /// its located error.
  public static func fixes(
    for input: FixInput, trialLimit: Int = trialLimit
  ) throws(SceneError) -> [FoundFix] {
    let reader = RecordingReader(input.swiftFile)
    // One cache for every trial: a file an edit leaves alone is parsed once.
    let parses = SwiftSourceCache()
    let spec = try SwiftSceneLoader.parse(
      input.sceneText, path: input.path, swiftFile: reader.read, cache: parses)
    let timeline = TimelineBuilder.build(spec)
    let before = TrialOutcome(timeline)
    let candidates = EditCandidates(files: reader.files)
    var found: [FoundFix] = []
    var proven: [(edit: SwiftEdit, spec: SceneSpec, outcome: TrialOutcome)] = []
    for step in timeline.steps {
      for mistake in step.mistakes {
        if case .appearanceByHand = mistake.mistake { continue }
        let target = TrialOutcome.mark(mistake, step: step.index)
        var tried = 0
        var fix = proven.first { $0.outcome.fixes(target, of: before) }
        let earlier = fix != nil
        if fix == nil {
          let edits = candidates.edits(
            for: mistake.mistake, blamed: blamed(mistake, in: step), limit: trialLimit)
          for edit in edits {
            tried += 1
            guard let fixed = run(input, reader.files, edit, parses) else { continue }
            let outcome = TrialOutcome(TimelineBuilder.build(fixed))
            if outcome.fixes(target, of: before) {
              fix = (edit, fixed, outcome)
              proven.append((edit, fixed, outcome))
              break
            }
          }
        }
        let text = fix.flatMap { fix in reader.files.first { $0.name == fix.edit.file }?.text }
        found.append(
          FoundFix(
            step: step.index, action: "\(step.action)", mistake: mistake, edit: fix?.edit,
            diff: fix.flatMap { fix in text.map { UnifiedDiff.of(fix.edit, in: $0) } },
            tried: tried, fixed: fix?.spec, sameAsEarlier: earlier,
            inSwiftFiles: !reader.files.isEmpty))
      }
    }
    return found
  }

  /// The places to blame first: the mistake's own line, then the lines the notes of the
  /// phases showing it name, then the other lines the step's notes name.
  static func blamed(_ mistake: StepMistake, in step: Step) -> [String] {
    var places: [String] = mistake.place.map { [$0] } ?? []
    let showing = step.phases.filter { $0.appMistakes.contains(mistake.mistake) }
    for phase in showing + step.phases {
      for note in phase.notes { places += note.lines }
    }
    var seen: Set<String> = []
    return places.filter { seen.insert($0).inserted }
  }

  /// The scene loaded with `edit` made to its file, or nil when it no longer loads.
  private static func run(
    _ input: FixInput, _ files: [(name: String, text: String)], _ edit: SwiftEdit,
    _ parses: SwiftSourceCache? = nil
  ) -> SceneSpec? {
    guard let original = files.first(where: { $0.name == edit.file }),
      let edited = edit.applied(to: original.text)
    else { return nil }
    let swiftFile = { (name: String) -> (path: String, text: String)? in
      guard let read = input.swiftFile(name) else { return nil }
      return name == edit.file ? (read.path, edited) : read
    }
    return try? SwiftSceneLoader.parse(
      input.sceneText, path: input.path, swiftFile: swiftFile, cache: parses)
  }

  /// The scene as fixed by `edit`, to show beside the scene as written.
  public static func spec(of input: FixInput, with edit: SwiftEdit) -> SceneSpec? {
    let reader = RecordingReader(input.swiftFile)
    guard
      (try? SwiftSceneLoader.parse(input.sceneText, path: input.path, swiftFile: reader.read))
        != nil
    else { return nil }
    return run(input, reader.files, edit)
  }
}
