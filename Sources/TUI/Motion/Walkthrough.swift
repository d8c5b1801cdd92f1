import TransitionEngine

/// The whole walk through a scene as timed frames, for recordings: a frame per phase, held
/// for `delay` seconds, and before each phase that moves views, `tweenFrames` animation frames
/// in which the screen picture slides from the previous phase to it.
public struct Walkthrough: Sendable {
  /// One picture and when it appears, in seconds from the start.
  public struct Frame: Sendable {
    public let time: Double
    public let canvas: Canvas
    public let position: Position
  }

  public let width: Int
  public let height: Int
  public var delay = 1.5
  public var tweenFrames = 8
  public var ascii = false

  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Every frame of the walk, in time order.
  public func frames(_ session: SceneSession) -> [Frame] {
    var frames: [Frame] = []
    var state = AppState(
      catalog: [], session: session, ascii: ascii, size: TerminalSize(width: width, height: height))
    var time = 0.0
    var position: Position? = .start
    var previous: Position?
    let timeline = session.timeline
    while let current = position {
      state.session?.position = current
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
      frames.append(
        Frame(
          time: time, canvas: AppView.render(state, width: width, height: height), position: current
        ))
      time += delay
      previous = current
      position = current.next(in: timeline)
    }
    return frames
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
      return AppView.render(state, width: width, height: height)
    }
  }
}
