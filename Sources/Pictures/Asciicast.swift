import TUI
import TransitionEngine

/// An asciinema v2 recording (`.cast`): a JSON header line, then one `[time, "o", data]`
/// event a line, each frame drawn from the top-left corner with the theme's ANSI colours, and
/// a `[time, "m", label]` marker where each phase begins (the player's chapters).
public enum Asciicast {
  public static func render(
    _ frames: [Walkthrough.Frame], width: Int, height: Int, theme: Theme, title: String
  ) -> String {
    var lines = [
      "{\"version\": 2, \"width\": \(width), \"height\": \(height), "
        + "\"title\": \(quote(title)), \"env\": {\"TERM\": \"xterm-256color\"}}"
    ]
    for (index, frame) in frames.enumerated() {
      var data = index == 0 ? "\u{1B}[?25l\u{1B}[2J" : ""
      data += "\u{1B}[H"
      let rows = ANSIText.render(frame.canvas, theme: theme).split(
        separator: "\n", omittingEmptySubsequences: false
      ).dropLast()
      data += rows.joined(separator: "\r\n")
      lines.append("[\(seconds(frame.time)), \"o\", \(quote(data))]")
      if let marker = frame.marker {
        lines.append("[\(seconds(frame.time)), \"m\", \(quote(marker))]")
      }
    }
    if let last = frames.last {
      lines.append("[\(seconds(last.time + 1)), \"o\", \(quote("\u{1B}[0m\u{1B}[?25h\r\n"))]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Seconds with millisecond precision.
  public static func seconds(_ value: Double) -> String {
    let milliseconds = value.isFinite ? Int(min(max(value, 0), 1e9) * 1000) : 0
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// A JSON string literal (one escaper for the whole project).
  static func quote(_ string: String) -> String { JSONWriter.quote(string) }
}
