/// Reads records line by line and hangs them in their trees: views by their `|` depth,
/// controllers by `|` (a child) or `+` (presented by the controller one level up).
struct TreeBuilder {
  var dump: Dump
  /// The open path of views: printed depth and index, deepest last.
  private var viewPath: [(depth: Int, index: Int)] = []
  /// The open path of controllers.
  private var controllerPath: [(depth: Int, index: Int)] = []

  init(dump: Dump) {
    self.dump = dump
  }

  /// Reads the record starting at `lines[index]`; returns the index of the next unread line.
  mutating func read(_ lines: [SourceLine], at index: Int) -> Int {
    let line = lines[index]
    let prefix = RecordScanner.prefix(of: line.bytes)
    let plus = prefix.lastMark == Byte.plus && prefix.pluses == 1
    if let traced = AutolayoutLine.parse(line.bytes, from: prefix.end, plus: plus) {
      addTraced(traced, depth: prefix.bars, line: line)
      return index + 1
    }
    guard prefix.end < line.bytes.count, line.bytes[prefix.end] == Byte.lt else {
      let rest = line.bytes[prefix.end...]
      let elided = !rest.isEmpty && rest.allSatisfy(Self.isElision)
      dump.skipped.append(
        PasteCleaner.skip(line.bytes, line: line.line, reason: elided ? .elision : .unrecognised))
      return index + 1
    }
    var record = Record(bytes: line.bytes, start: prefix.end)
    var next = index + 1
    if record.end == nil {
      var joined = line.bytes
      var candidate = next
      while candidate < lines.count, candidate - index <= DumpReader.maxJoin,
        !Self.startsRecord(lines[candidate])
      {
        joined += [Byte.space] + lines[candidate].bytes.drop(while: Byte.isBlank)
        candidate += 1
        let attempt = Record(bytes: joined, start: prefix.end)
        if attempt.end != nil {
          record = attempt
          dump.joinedLines += lines[next..<candidate].map(\.line)
          next = candidate
          break
        }
      }
    }
    guard let header = record.header else {
      dump.skipped.append(PasteCleaner.skip(line.bytes, line: line.line, reason: .unrecognised))
      return index + 1
    }
    let rest = record.rest
    let restStart = rest.skipBlanks(from: 0)
    if rest.has("(layer)", at: restStart) {
      addLayer(header.0, depth: prefix.bars, line: line)
      return next
    }
    let looksLikeController =
      rest.has(",", at: restStart) || rest.has("state:", at: restStart)
      || (header.1 >= record.headerEnd && rest.isEmpty && next < lines.count
        && Self.continuesController(lines[next]))
    guard looksLikeController else {
      addView(header.0, record: record, prefix: prefix, line: line)
      return next
    }
    var bytes = rest
    while next < lines.count, next - index <= DumpReader.maxJoin,
      Self.continuesController(lines[next])
    {
      bytes += [Byte.space] + lines[next].bytes.drop(while: Byte.isBlank)
      dump.joinedLines.append(lines[next].line)
      next += 1
    }
    addController(header.0, rest: bytes, prefix: prefix, line: line)
    return next
  }

  private static func isElision(_ byte: UInt8) -> Bool {
    byte == Byte.dot || Byte.isBlank(byte) || byte == 0xE2 || byte == 0x80 || byte == 0xA6
  }

  /// True when a line starts a record of its own: marks, or a `<` at its start.
  private static func startsRecord(_ line: SourceLine) -> Bool {
    let prefix = RecordScanner.prefix(of: line.bytes)
    return prefix.depth > 0 || (prefix.end < line.bytes.count && line.bytes[prefix.end] == Byte.lt)
  }

  /// True for the rest of a `_printHierarchy` record an author wrapped onto the next line.
  private static func continuesController(_ line: SourceLine) -> Bool {
    let start = line.bytes.skipBlanks(from: 0)
    let body = line.bytes.has(",", at: start) ? line.bytes.skipBlanks(from: start + 1) : start
    return ["state:", "view:", "presented with:", "not in the window", "(view not loaded)"]
      .contains { line.bytes.has($0, at: body) }
  }

  private mutating func addLayer(_ layer: DumpObject, depth: Int, line: SourceLine) {
    guard let owner = viewPath.last(where: { $0.depth < depth }) else {
      dump.skipped.append(PasteCleaner.skip(line.bytes, line: line.line, reason: .unrecognised))
      return
    }
    dump.views[owner.index].layers.append(layer)
  }

  private mutating func addView(
    _ object: DumpObject, record: Record, prefix: RecordScanner.Prefix, line: SourceLine
  ) {
    let fields = record.fields
    var view = DumpView(
      object: object,
      baseClass: fields.first { $0.key == "baseClass" }?.value,
      frame: fields.first { $0.key == "frame" }.flatMap { DumpRect.parse($0.value[...]) },
      properties: fields,
      trailing: record.trailing,
      depth: 0,
      printedDepth: prefix.bars,
      parent: nil,
      line: line.line,
      isCut: record.isCut)
    hang(&view, trace: false)
  }

  /// A line of `_autolayoutTrace`: a view without a frame, or a layout guide (not a view).
  private mutating func addTraced(_ traced: AutolayoutLine.Parsed, depth: Int, line: SourceLine) {
    guard case .view(let object, let properties) = traced else {
      dump.layoutGuideLines.append(line.line)
      return
    }
    var view = DumpView(
      object: object, baseClass: nil, frame: nil, properties: properties, trailing: "",
      depth: 0, printedDepth: depth, parent: nil, line: line.line, isCut: false)
    view.isAutolayoutTrace = true
    hang(&view, trace: true)
  }

  /// Hangs a view under the nearest shallower view of the same kind of dump.
  private mutating func hang(_ view: inout DumpView, trace: Bool) {
    let depth = view.printedDepth
    if let last = viewPath.last, dump.views[last.index].isAutolayoutTrace != trace {
      viewPath = []
    }
    while let last = viewPath.last, last.depth >= depth { viewPath.removeLast() }
    let parent = depth == 0 ? nil : viewPath.last?.index
    if depth == 0 { viewPath = [] }
    view.parent = parent
    view.depth = parent.map { dump.views[$0].depth + 1 } ?? 0
    let index = dump.views.count
    dump.views.append(view)
    if let parent { dump.views[parent].children.append(index) }
    viewPath.append((depth, index))
  }

  private mutating func addController(
    _ object: DumpObject, rest: [UInt8], prefix: RecordScanner.Prefix, line: SourceLine
  ) {
    let depth = prefix.depth
    while let last = controllerPath.last, last.depth >= depth { controllerPath.removeLast() }
    let above = depth == 0 ? nil : controllerPath.last?.index
    if depth == 0 { controllerPath = [] }
    let presented = prefix.lastMark == Byte.plus
    var controller = ControllerLine.parse(rest, object: object, line: line.line)
    controller.isPresented = presented
    controller.parent = presented ? nil : above
    controller.presenter = presented ? above : nil
    controller.depth = above.map { dump.controllers[$0].depth + 1 } ?? 0
    let index = dump.controllers.count
    dump.controllers.append(controller)
    if let above { dump.controllers[above].children.append(index) }
    controllerPath.append((depth, index))
  }
}
