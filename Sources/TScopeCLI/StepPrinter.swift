import ArgumentParser
import TransitionEngine

/// What `tscope print` does with each planned step: selects it by `--step` and `--phase`,
/// writes it in the chosen format, and holds every byte back until a phase of the asked name
/// turns up (so that a name no step has prints the error alone).
struct StepPrinter {
  let format: PrintCommand.Format
  let step: Int?
  let phase: String?
  private var writer: any TimelineWriter
  private var out: OutputSink
  private var matched: Bool
  private let emit: ([UInt8]) -> Void

  init(_ command: PrintCommand, emit: @escaping ([UInt8]) -> Void) {
    format = command.format
    step = command.step
    phase = command.phase
    self.emit = emit
    writer = PrintCommand.writer(
      for: command.format, controllers: command.controllers,
      language: command.lang.language.notes
    ) { [selector = command.selector] index, name in
      selector.includes(step: index, phase: name)
    }
    out = command.phase == nil ? OutputSink(emit: emit) : OutputSink()
    matched = command.phase == nil
  }

  /// Writes the scene's header, or fails (on standard error) when `--step` names no step.
  mutating func begin(_ header: TimelineHeader) throws {
    let last = header.lastStepIndex
    if let step, step < 0 || step > last {
      StandardError.write("error: step \(step) does not exist; the scene has steps 0...\(last)")
      throw ExitCode.failure
    }
    writer.begin(header, to: &out)
  }

  /// Writes `next` if it is selected; false once no later step can be.
  mutating func take(_ next: Step) -> Bool {
    let isDiagram = format == .mermaid || format == .dot
    if let step, next.index != step {
      if next.index > step { return false }
      // A diagram compares each phase with the one before it, so it sees every step.
      if isDiagram { writer.write(next, to: &out) }
      return true
    }
    let kept = phase.map { next.keepingPhases(named: $0) } ?? next
    if !matched && !kept.phases.isEmpty {
      matched = true
      var live = OutputSink(emit: emit)
      live.write(out)
      out = live
    }
    writer.write(isDiagram ? next : kept, to: &out)
    return true
  }

  /// Ends the output, or fails when `--phase` matched no phase.
  mutating func end() throws {
    if !matched {
      StandardError.write("error: no phase named '\(phase ?? "")' in the selected steps")
      throw ExitCode.failure
    }
    writer.end(to: &out)
    out.flush()
  }
}
