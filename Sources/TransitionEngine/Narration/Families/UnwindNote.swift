/// What an unwind segue says (`Planner+Unwind`): the search that finds no destination (U-2,
/// U-3) or the path it went (U-2, U-4), a custom unwind segue (U-5) and the end (U-4). The
/// words are in English and Chinese here.
enum UnwindNote: NoteFamily {
  /// No controller named `destination` can perform the unwind (U-2, U-3).
  case notFound(source: String, destination: String)
  /// The search's path, `prepare(for:sender:)` and the unwind action (U-2, U-4).
  case found(path: [String], source: String, destination: String)
  /// The container holding the destination supplies a custom segue (U-5).
  case customSegue(source: String, destination: String)
  /// The destination is on screen again (U-4).
  case complete(destination: String)

  var role: NoteRole { .happened }
  var rules: [String] { RuleIDScan.ids(in: english) }
  var controllers: [String] { [] }
  var lines: [String] { [] }

  /// The note a phase holds, both languages' words carried as a told note; its role,
  /// controllers and rules are the ones the words note had before.
  var note: PhaseNote { PhaseNote(.told(ToldNote(english: english, chinese: chinese))) }
}

extension UnwindNote {
  /// The words in English.
  var english: String {
    switch self {
    case .notFound(let source, let destination):
      return "UIKit walks out from \(source) (U-2) and finds no controller named \(destination) "
        + "that can perform the unwind, so nothing happens and nothing is logged (U-3)."
    case .found(let path, let source, let destination):
      return "The search went " + path.joined(separator: " → ") + " (U-2: the modal source or "
        + "presenter, else the parent, searching other children before the controller itself). "
        + "\(source) gets prepare(for:sender:), then \(destination)'s unwind action runs (U-4)."
    case .customSegue(let source, let destination):
      return "The unwind segue is a custom one (U-5): the container that holds \(destination) "
        + "returns it from segueForUnwinding(to:from:identifier:), so no built-in dismiss or "
        + "pop runs; its perform() runs below, with source = \(source), destination = "
        + "\(destination)."
    case .complete(let destination):
      return "\(destination) is on screen again: the unwind is complete (U-4)."
    }
  }

  /// The words in Simplified Chinese, API names and rule IDs as they are.
  var chinese: String {
    switch self {
    case .notFound(let source, let destination):
      return "UIKit 从 \(source) 向外查找 (U-2)，没有找到名为 \(destination)、能执行这次 unwind 的"
        + "控制器，所以什么都不发生，也不会打印任何日志 (U-3)。"
    case .found(let path, let source, let destination):
      return "查找的路径是 " + path.joined(separator: " → ") + "（U-2：先找模态的 source 或 "
        + "presenter，否则找父控制器，并且先查找其他子控制器，再查找控制器自己）。"
        + "\(source) 收到 prepare(for:sender:)，然后 \(destination) 的 unwind action 执行 (U-4)。"
    case .customSegue(let source, let destination):
      return "这个 unwind segue 是自定义的 (U-5)：持有 \(destination) 的容器控制器从 "
        + "`segueForUnwinding(to:from:identifier:)` 返回它，所以不会执行内置的 dismiss 或 pop；"
        + "它的 `perform()` 在下面执行，`source` 是 \(source)，`destination` 是 \(destination)。"
    case .complete(let destination):
      return "\(destination) 重新出现在屏幕上：unwind 完成 (U-4)。"
    }
  }
}
