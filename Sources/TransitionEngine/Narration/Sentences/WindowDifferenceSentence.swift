/// The clause for one view that differs from the window when a cancelled or undone
/// transition began (T-6, N-6, X-12), in English and Chinese; the name is the hierarchy's
/// (`Photo's view`, `Photo 的视图`), the values are code (`alpha 0`).
enum WindowDifferenceSentence {
  /// `Photo's view is left at alpha 0 (it had alpha 1)`, with X-12's remark when the cancelled
  /// interaction ran the values back on screen only.
  static func values(name: String, now: [String], was: [String], ranBack: Bool) -> String {
    "\(name) is left at \(CallbackSentence.list(now)) "
      + "(it had \(CallbackSentence.list(was)))"
      + (ranBack
        ? ": the completion did not set \(now.count == 1 ? "it" : "them") back "
          + "(X-12; inferred [I])" : "")
  }

  /// `values` in Chinese: `Photo 的视图停在 alpha 0（原来是 alpha 1）`.
  static func chineseValues(name: String, now: [String], was: [String], ranBack: Bool) -> String {
    let code = { (values: [String]) in ChineseSentence.list(values.map { "`\($0)`" }) }
    let gap = name.last.map { $0.isASCII ? " " : "" } ?? ""
    return "\(name)\(gap)停在 \(code(now))（原来是 \(code(was))）"
      + (ranBack
        ? "：`completion` 没有把\(now.count == 1 ? "它" : "它们")设回去 (X-12；推断 [I])" : "")
  }
}
