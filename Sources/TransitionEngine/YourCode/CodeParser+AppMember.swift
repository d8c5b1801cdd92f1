extension CodeParser {
  /// The shape of a call of the app's own member, before anyone knows whether the files
  /// declare it: `Name.member(label: Other, Other2)`, `Name.member()` or `Name.member = Other`,
  /// every value a bare name. Nil for any other line (the grammar's own statements decide
  /// those), and for a blank or comment line.
  public static func appMemberCall(_ line: CodeSourceLine) -> AppMemberCall? {
    let text = withoutComment(line.text)
    let leading = text.prefix { $0 == " " || $0 == "\t" }.count
    let body = trimmed(line.text)
    guard !body.isEmpty, case .success(let tokens) = CodeTokenizer.tokens(body) else { return nil }
    let origin = SourceLocation(line: line.location.line, column: line.location.column + leading)
    func name(_ text: String, _ offset: Int) -> CodeName {
      CodeName(text, location: SourceLocation(line: origin.line, column: origin.column + offset))
    }
    if let equals = tokens.firstIndex(where: { $0.isPunctuation("=") }) {
      // `Name.property = Other`.
      guard equals == 3, tokens.count == 5, let receiver = tokens[0].identifier,
        tokens[1].isPunctuation("."), let member = tokens[2].identifier,
        let value = tokens[4].identifier
      else { return nil }
      return AppMemberCall(
        receiver: name(receiver, tokens[0].offset), member: member, labels: [nil],
        values: [name(value, tokens[4].offset)], isAssignment: true)
    }
    var reader = CallSyntaxReader(tokens: tokens, lineLength: body.count)
    guard let call = try? reader.read(), let receiver = call.receiver,
      receiver.parts.count == 1
    else { return nil }
    var labels: [String?] = []
    var values: [CodeName] = []
    for argument in call.arguments {
      guard case .path(let path) = argument.value, path.parts.count == 1 else { return nil }
      labels.append(argument.label)
      values.append(name(path.text, path.offset))
    }
    return AppMemberCall(
      receiver: name(receiver.text, receiver.offset), member: call.method, labels: labels,
      values: values, isAssignment: false)
  }
}

extension CodeParser {
  /// The line as a call of the app's own member when `declared` says the files have it;
  /// nil otherwise (the grammar reads the line as before).
  public static func appMemberLine(
    _ line: CodeSourceLine, declared: (AppMemberCall) -> Bool
  ) -> CodeLine? {
    guard let call = appMemberCall(line), declared(call) else { return nil }
    return CodeLine(
      statement: .appMember(call), text: trimmed(line.text), location: call.receiver.location)
  }
}
