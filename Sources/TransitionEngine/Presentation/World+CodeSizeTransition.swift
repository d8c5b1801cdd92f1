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
  /// as a sentence starting with a space; empty without the override.
  func codeSizeTransitionText(_ code: PresentationControllerCode) -> String {
    guard let line = code.sizeTransitionLine else { return "" }
    var text =
      " \(code.className)'s viewWillTransition(to:with:) (\(line)) ran before the size "
      + "changed (PC-9)"
    if code.sizeTransitionAnimatesAlongside {
      text +=
        "; the block it gave coordinator.animate(alongsideTransition:) runs inside the "
        + "rotation's animation, so the frames it sets are where that animation ends (PC-9, "
        + "PC-6)"
    }
    text += "."
    text += code.sizeTransitionNotes.map { " not modelled: \($0)" }.joined()
    return text
  }
}
