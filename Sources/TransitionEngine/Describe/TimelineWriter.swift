/// A format that writes a timeline as its steps are planned: the header, each step, then the
/// end. `render` runs it over a whole timeline into one string.
public protocol TimelineWriter {
  mutating func begin(_ header: TimelineHeader, to out: inout OutputSink)
  mutating func write(_ step: Step, to out: inout OutputSink)
  mutating func end(to out: inout OutputSink)
}

extension TimelineWriter {
  /// The whole output for `steps` (all of the timeline's by default) as one string.
  public mutating func render(_ timeline: Timeline, steps: [Step]? = nil) -> String {
    var out = OutputSink()
    begin(timeline.header, to: &out)
    for step in steps ?? timeline.steps { write(step, to: &out) }
    end(to: &out)
    return out.text
  }
}
