/// What one container transition (navigation push and pop, tab switch, modal present and
/// dismiss) supplies to `TransitionDriver`: how it prepares the transition context, what each
/// phase changes, what `completeTransition(true)` and `completeTransition(false)` do, and the
/// story of every phase (X-1..X-5). The driver owns the order; a transition owns the content.
///
/// Each step returns the explanation of the phase it ends, or nil when that phase is not
/// shown (an unanimated transition shows no will-begin phase).
protocol ContainerTransition {
  /// Who UIKit asks for the app's animator and interaction controller (§13.1, §13.2).
  var request: AnimatorRequest { get }
  /// `animated`, as UIKit runs the transition (an interactive one always animates).
  var isAnimated: Bool { get }
  /// With the app's animator, how its interaction controller ends: true for `cancel()`,
  /// false for `finish()`, nil when no finger drives it.
  var animatorInteraction: Bool? { get }
  /// With UIKit's own animator: a finger drives part of it (the `interactive` phase).
  var isInteractive: Bool { get }
  /// With UIKit's own animator: the finger lets go too early (T-5, T-6, N-6).
  var isCancelled: Bool { get }
  /// `present 'Card'`: what an animator that never completes leaves running.
  var unfinishedAction: String { get }
  /// The controllers caught in a transition that never completes.
  var involved: [String] { get }
  /// The container controller that stays in a transition that never completes.
  var unfinishedContainer: String? { get }
  /// UIKit's own animator's calls are shown (`transitionDuration`, `animateTransition`), and
  /// `animationEnded` comes last, after the completion block. A modal transition's are; a
  /// navigation slide's are not, and there the app's animator hears `animationEnded` as
  /// `completeTransition` finishes.
  var showsAnimatorCalls: Bool { get }

  /// The links and the container, before any callback: the `container ready` phase.
  mutating func containerReady(_ planner: inout Planner) -> PhaseNote?
  /// The will-callbacks: the `will begin` phase, whose kind differs for a dismissal.
  mutating func willBegin(_ planner: inout Planner) -> (PhaseKind, PhaseNote)?
  /// The context UIKit hands the app's animator.
  mutating func context(_ planner: inout Planner) -> TransitionContext
  /// UIKit's own animator has started: the to-view is added and the first frame is set.
  mutating func toViewAdded(_ planner: inout Planner) -> (PhaseKind, PhaseNote)?
  /// The finger's part of an interactive transition.
  mutating func interaction(_ planner: inout Planner) -> PhaseNote
  /// Half-way, or the sheet going on by itself once the finger let go.
  mutating func animating(_ planner: inout Planner) -> PhaseNote?
  /// `completeTransition(true)` and the bookkeeping UIKit does then; `run` is the app's
  /// animator's context and completing line. Returns the `completed` phase's explanation, or
  /// nil when the transition shows no such phase (UIKit's own tab switch).
  mutating func completeTransition(_ run: AnimatorRun?, _ planner: inout Planner) -> [PhaseNote]?
  /// `completeTransition(false)` after UIKit's own interactive animation: the `cancelled`
  /// and `after` phases.
  mutating func cancel(_ planner: inout Planner, _ recorder: inout StepRecorder)
  /// `completeTransition(false)` from the app's animator at `line`: undoes the transition
  /// and records the `cancelled` and `after` phases.
  mutating func undo(
    _ line: CodeLine, _ context: TransitionContext, _ planner: inout Planner,
    _ recorder: inout StepRecorder)
  /// The completion block (or what stands for it), after `completeTransition(true)`.
  mutating func completion(_ run: AnimatorRun?, _ planner: inout Planner)
  /// The `after` phase's explanation.
  func after(_ run: AnimatorRun?, _ planner: Planner, _ recorder: StepRecorder) -> PhaseNote
}

/// The app's animator as it completed: its context and the line that called
/// `completeTransition`.
struct AnimatorRun {
  var context: TransitionContext
  let line: CodeLine
}

extension ContainerTransition {
  var unfinishedContainer: String? { nil }
  var showsAnimatorCalls: Bool { true }
}

extension Planner {
  /// The lead of the `cancelled` phase when the app's animator passed false at `line`, put in
  /// front of the phase two before the last (the last two are `cancelled` and `after`), and
  /// `cost` at the end of the `cancelled` phase.
  func leadUndo(
    _ line: CodeLine, interactive: Bool, noun: String, cost: CodeLineText,
    _ recorder: inout StepRecorder
  ) {
    if !interactive {
      recorder.prefix(at: recorder.phases.count - 2, PhaseNote(.undoneByFalse(noun: noun)))
    }
    let lead = completionLeadNote(line)
    recorder.prefix(
      at: recorder.phases.count - 2, PresentStory.note(lead.english, lead.chinese))
    if !cost.isEmpty { recorder.append(toLast: .cancelled, [cost.note()]) }
  }
}
