extension World {
  /// PC-9: UIKit tells a presentation controller that its container is about to change size,
  /// as it tells controllers. Listed only for the developer's subclass that overrides
  /// `viewWillTransition(to:with:)`, right before the presented controller hears it: the
  /// default implementation passes the call on to the presented controller [I].
  mutating func emitCodeSizeTransition(before name: String, _ size: Size) {
    guard
      livePresentations.contains(where: {
        $0.presented == name && $0.custom?.code?.sizeTransitionLine != nil
      })
    else { return }
    emit(.presentationController(of: ControllerID(name), .viewWillTransition(to: size)))
  }

  /// PC-9, PC-7: what the subclass's `viewWillTransition(to:with:)` did at this size change,
  /// as a sentence starting with a space; empty without the override. No Chinese when a
  /// `not modelled` reason of its lines has none.
  func codeSizeTransitionText(_ code: PresentationControllerCode) -> CodeLineText {
    guard let line = code.sizeTransitionLine else { return .none }
    let note = PresentationCodeNote.sizeTransition(
      className: code.className, line: line, alongside: code.sizeTransitionAnimatesAlongside,
      notModelled: code.sizeTransitionNotes)
    let known = code.sizeTransitionNotes.allSatisfy { NotModelledSentence.chineseLine($0) != nil }
    return CodeLineText(english: note.english, chinese: known ? note.chinese : nil)
  }
}
