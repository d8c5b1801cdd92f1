/// A recording that lldb's `tscope-record` wrote: the moments of a transition it stopped at,
/// each holding both dumps as lldb printed them, read one moment at a time by `DumpReader`.
///
/// The file is text: a header line, then for every moment a line `# moment N: LABEL` followed
/// by that moment's `recursiveDescription` and `_printHierarchy` output.
public struct Recording: Sendable {
  /// One captured moment: its label (the hook that stopped and the object it stopped on) and
  /// its dumps, read with their lines numbered as in the recording file.
  public struct Moment: Sendable {
    public let label: String
    /// The line of the moment's `# moment` header in the file.
    public let line: Int
    public let dump: Dump
  }

  /// The recording's first line.
  public static let header = "# tscope recording, version 1"
  /// At most this many moments are read; a longer recording is an error at the first one past.
  public static let maxMoments = 10_000

  public let path: String
  public let moments: [Moment]

  /// Whether the bytes start with the recording header (a dump pasted by hand never does).
  public static func isRecording(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: Array(header.utf8))
  }

  /// Reads every moment of a recording; a moment that holds no view or controller is an error
  /// at its header line, as an empty dump is.
  public static func read(bytes: [UInt8], path: String) throws(DumpError) -> Recording {
    if bytes.count > DumpReader.maxBytes {
      throw DumpError(
        path: path, line: 1, column: 1,
        message: "input is too large (\(bytes.count) bytes; the limit is \(DumpReader.maxBytes))")
    }
    let sections = split(bytes)
    if sections.isEmpty {
      throw DumpError(
        path: path, line: 2, column: 1, message: "the recording holds no '# moment' line")
    }
    var moments: [Moment] = []
    for section in sections {
      if moments.count == maxMoments {
        throw DumpError(
          path: path, line: section.line, column: 1,
          message: "the recording holds more than \(maxMoments) moments")
      }
      let dump: Dump
      do {
        dump = try DumpReader.read(bytes: section.body, path: path)
      } catch {
        var located = error
        located.line += section.line
        throw located
      }
      moments.append(
        Moment(label: section.label, line: section.line, dump: shifted(dump, by: section.line)))
    }
    return Recording(path: path, moments: moments)
  }

  private struct Section {
    var label: String
    var line: Int
    var body: [UInt8] = []
  }

  /// The moments' headers and bodies; lines before the first header (the file's own header)
  /// belong to no moment.
  private static func split(_ bytes: [UInt8]) -> [Section] {
    let marker = Array("# moment ".utf8)
    var sections: [Section] = []
    var line = 1
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let text = bytes[start..<end]
      if text.starts(with: marker) {
        let rest = text.dropFirst(marker.count)
        let label = rest.firstIndex(of: 0x3A).map { rest[rest.index(after: $0)...] } ?? rest[...]
        let trimmed = String(decoding: label, as: UTF8.self).trimmingBlanks()
        sections.append(Section(label: trimmed, line: line))
      } else if !sections.isEmpty {
        sections[sections.count - 1].body.append(contentsOf: text)
        sections[sections.count - 1].body.append(0x0A)
      }
      line += 1
      start = end + 1
    }
    return sections
  }

  /// The dump with its line numbers counted from the top of the recording file.
  private static func shifted(_ dump: Dump, by offset: Int) -> Dump {
    var dump = dump
    dump.lineCount += offset
    for index in dump.views.indices { dump.views[index].line += offset }
    for index in dump.controllers.indices { dump.controllers[index].line += offset }
    for index in dump.skipped.indices { dump.skipped[index].line += offset }
    dump.joinedLines = dump.joinedLines.map { $0 + offset }
    return dump
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and carriage returns.
  fileprivate func trimmingBlanks() -> String {
    let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    let head = drop(while: blank)
    return String(head.reversed().drop(while: blank).reversed())
  }
}
