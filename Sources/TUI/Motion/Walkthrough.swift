import TransitionEngine
import Wording

/// The whole walk through a scene as timed frames, for recordings: a frame per phase, held
/// for `delay` seconds, and before each phase that moves views, `tweenFrames` animation frames
/// in which the screen picture slides from the previous phase to it. When a phase's Why does
/// not fit its pane, the pane scrolls a page at a time, each page held for `delay`, so the
/// whole explanation is on the recording.
public struct Walkthrough: Sendable {
  /// One picture and when it appears, in seconds from the start.
  public struct Frame: Sendable {
    public let time: Double
    public let canvas: Canvas
    public let position: Position
    /// On the first resting frame of each phase: the phase's name for a chapter marker
    /// (`step 1/2: push Detail on Nav · phase 3/6: animating`).
    public var marker: String?
  }

  public let width: Int
  public let height: Int
  public var delay = 1.5
  public var tweenFrames = 8
  public var ascii = false
  /// What each frame shows: every pane or one of them.
  public var content = Snapshot.Content.all
  public var options = Snapshot.Options()

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Every frame of the walk, in time order.
  public func frames(_ session: SceneSession) -> [Frame] {
    var frames: [Frame] = []
    var state = AppState(
      catalog: [], session: session, ascii: ascii, size: TerminalSize(width: width, height: height))
    state.presentLayout = options.presentLayout
    state.clean = options.clean
    state.language = options.language
    var time = 0.0
    var position: Position? = .start
    var previous: Position?
    let timeline = session.timeline
    while let current = position {
      state.session?.position = current
      state.scroll[.why] = nil
      if let previous, previous.step == current.step,
        let motion = motionFrames(
          from: previous, to: current, state: state)
      {
        let step = delay / 2 / Double(motion.count + 1)
        for canvas in motion {
          frames.append(Frame(time: time, canvas: canvas, position: current))
          time += step
        }
      }
      state.motion = nil
      for (page, top) in whyPages(state).enumerated() {
        state.scroll[.why] = top
        frames.append(
          Frame(
            time: time, canvas: Snapshot.render(state, content: content), position: current,
            marker: page == 0
              ? Self.marker(timeline, at: current, language: options.language) : nil))
        time += delay
      }
      previous = current
      position = current.next(in: timeline)
    }
    return frames
  }

  /// A phase's name as the page and the markers give it.
  public static func marker(
    _ timeline: Timeline, at position: Position, language: Language = .en
  ) -> String? {
    guard timeline.steps.indices.contains(position.step) else { return nil }
    let step = timeline.steps[position.step]
    guard step.phases.indices.contains(position.phase) else { return nil }
    let stepText = CompareWords.step(step.index, of: timeline.steps.count - 1, "\(step.action)")
    let phase = CompareWords.phase(
      position.phase + 1, of: step.phases.count,
      PhaseName.name(step.phases[position.phase], in: language))
    return stepText.text(in: language) + " · " + phase.text(in: language)
  }

  /// The first line of each page of the Why pane at this phase: one page when it all fits or
  /// the frame has no Why pane.
  private func whyPages(_ state: AppState) -> [Int] {
    guard let session = state.session, content == .all || content == .why else { return [0] }
    let region: Region
    if content == .why {
      region = Region(x: 0, y: 0, width: width, height: height)
    } else {
      let layout = PaneLayout.compute(width: width, height: height, state: state)
      guard let why = layout.panes[.why] else { return [0] }
      region = why
    }
    let visible = region.height - 2
    let total = WhyPane.lines(session, width: region.width - 2, language: state.language).count
    guard visible > 0 else { return [0] }
    var tops = [0]
    while let top = tops.last, top + visible < total {
      tops.append(min(top + visible, total - visible))
    }
    return tops
  }

  /// The animation frames into `current`, or nil when nothing moves.
  private func motionFrames(from previous: Position, to current: Position, state: AppState)
    -> [Canvas]?
  {
    guard tweenFrames > 0, let session = state.session,
      let start = session.phase(at: previous)?.window, let end = session.phase(at: current)?.window,
      WindowTween.moves(from: start, to: end)
    else { return nil }
    var state = state
    return (1...tweenFrames).map { index in
      let progress = Double(index) / Double(tweenFrames + 1)
      state.motion = Motion(
        window: WindowTween.window(from: start, to: end, progress: progress), progress: progress)
      return Snapshot.render(state, content: content)
    }
  }
}
