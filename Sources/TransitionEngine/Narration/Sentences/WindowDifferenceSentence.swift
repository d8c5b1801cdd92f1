/// The clause for one view that differs from the window when a cancelled or undone
/// transition began (T-6, N-6, X-12), in English: the name is the hierarchy's (`Photo's
/// view`), so these clauses have no Chinese yet, and a note holding one stays English.
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
}
