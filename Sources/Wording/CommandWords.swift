/// The command line's own words: `tscope check`'s lines and summary, and the wording of the
/// common errors (a file that cannot be read, an unknown command, an option value that is not
/// one of its choices). The `path:line:column: error:` form, the `error:`, `warning:`,
/// `exception:` and `ok:` keywords and UIKit's own log messages stay as they are in every
/// language, so that editors and scripts read them alike.
public enum CommandWords: Phrase, Hashable {
  /// `check`'s progress line.
  case checking(Int, Int)
  /// `check`'s place of a UIKit warning or exception: `step 2 (present B)`.
  case stepPlace(Int, String)
  /// `check`: an invariant broken in a phase.
  case invariantBroken(step: Int, phase: String, problem: String)
  /// `check`'s summary: scenes, steps, phases and UIKit's complaints.
  case checkSummary(scenes: Int, steps: Int, phases: Int, complaints: Int, mistakes: Int)
  /// A scene file that cannot be read (the located error's message).
  case file(FileProblem)
  /// A first argument that is neither a command nor a scene.
  case unknownCommand(String, suggestion: String?, commands: String)
  /// An option's value that is not one of its choices (`--theme purple`), with the parser's
  /// list of the choices (`'dark', 'light' or 'mono'`) when it gives one.
  case invalidValue(value: String, option: String, choices: String?)
  /// `--scenes DIR` or `scan DIR` naming no folder.
  case noSuchFolder(String)

  /// Why a file cannot be read.
  public enum FileProblem: Sendable, Hashable, CaseIterable {
    case noSuchFile, isDirectory, permissionDenied, notUTF8
  }

  public var english: String {
    switch self {
    case .checking(let index, let count): "checking \(index)/\(count) files…"
    case .stepPlace(let index, let action): "step \(index) (\(action))"
    case .invariantBroken(let step, let phase, let problem):
      "step \(step), phase '\(phase)': invariant broken: \(problem)"
    case .checkSummary(let scenes, let steps, let phases, let complaints, let mistakes):
      Self.counted(scenes, "scene") + ", " + Self.counted(steps, "step") + ", "
        + Self.counted(phases, "phase")
        + (complaints == 0
          ? ""
          : complaints == 1
            ? ", 1 UIKit warning or exception" : ", \(complaints) UIKit warnings or exceptions")
        + (mistakes == 0 ? "" : ", " + Self.counted(mistakes, "app mistake"))
    case .file(.noSuchFile): "cannot read file: no such file"
    case .file(.isDirectory): "cannot read file: it is a directory"
    case .file(.permissionDenied): "cannot read file: permission denied"
    case .file(.notUTF8): "cannot read file: it is not UTF-8 text"
    case .unknownCommand(let name, let suggestion?, _):
      "error: unknown command '\(name)'; did you mean '\(suggestion)'?"
    case .unknownCommand(let name, nil, let commands):
      "error: unknown command '\(name)' (commands: \(commands); a scene file ends in .yaml)"
    case .invalidValue(let value, let option, let choices):
      "Error: The value '\(value)' is invalid for '\(option)'"
        + (choices.map { ". Please provide one of \($0)." } ?? "")
    case .noSuchFolder(let place): "tscope: error: \(place): no such folder"
    }
  }

  public var chinese: String {
    switch self {
    case .checking(let index, let count): "正在检查第 \(index)/\(count) 个文件…"
    case .stepPlace(let index, let action): "步骤 \(index)（\(action)）"
    case .invariantBroken(let step, let phase, let problem):
      "步骤 \(step)，阶段 '\(phase)'：违反不变式：\(problem)"
    case .checkSummary(let scenes, let steps, let phases, let complaints, let mistakes):
      "\(scenes) 个场景，\(steps) 步，\(phases) 个阶段"
        + (complaints == 0 ? "" : "，\(complaints) 条 UIKit 警告或异常")
        + (mistakes == 0 ? "" : "，\(mistakes) 处应用代码的错误")
    case .file(.noSuchFile): "无法读取文件：文件不存在"
    case .file(.isDirectory): "无法读取文件：这是一个目录"
    case .file(.permissionDenied): "无法读取文件：没有读取权限"
    case .file(.notUTF8): "无法读取文件：不是 UTF-8 文本"
    case .unknownCommand(let name, let suggestion?, _):
      "error: 没有 '\(name)' 这个命令；是不是想输入 '\(suggestion)'？"
    case .unknownCommand(let name, nil, let commands):
      "error: 没有 '\(name)' 这个命令（可用的命令：\(commands)；场景文件以 .yaml 结尾）"
    case .invalidValue(let value, let option, let choices):
      "Error: '\(value)' 不是 '\(option)' 可以取的值" + (choices.map { "；可选的值：\($0)" } ?? "")
    case .noSuchFolder(let place): "tscope: error: \(place)：没有这个文件夹"
    }
  }

  /// `1 scene`, `2 scenes`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
