/// A `code:` line that calls the app's own member (`YourCode/Planner+AppMember`): the
/// declaration that runs, or why it could not, in both languages (issue 32).
enum AppMemberNote: NoteFamily {
  /// `code` ran `declaration` (`HomeViewController.showDetails(for:)`, at `place`), which
  /// made `calls` UIKit calls the following phases play.
  case runs(code: String, declaration: String, place: String, calls: Int)
  /// The member could not run (`reason`, located in the Swift): the line does nothing.
  case failed(code: String, reason: String)

  var role: NoteRole { .happened }

  var rules: [String] { RuleIDScan.ids(in: english) }

  var controllers: [String] { [] }

  var lines: [String] {
    if case .runs(_, _, let place, _) = self { return [place] }
    return []
  }

  var english: String {
    switch self {
    case .runs(_, let declaration, let place, let calls):
      let after =
        calls == 0
        ? "It makes no UIKit call the model plays."
        : "Its UIKit calls play below, each named at its Swift line."
      return "Your code: \(declaration) (\(place)) runs now, with the world as it is. " + after
    case .failed(_, let reason):
      return "It could not run: \(reason). The line does nothing."
    }
  }

  var chinese: String {
    switch self {
    case .runs(_, let declaration, let place, let calls):
      let after =
        calls == 0 ? "它没有做模型会播放的 UIKit 调用。" : "它的 UIKit 调用在下面播放，每个都标出所在的 Swift 行。"
      return "你的代码：`\(declaration)`（\(place)）现在以此刻的世界运行。" + after
    case .failed(_, let reason):
      return "它无法运行：\(reason)。这一行什么也不做。"
    }
  }
}
