extension World {
  /// N-17: a navigation controller presented as a page or form sheet card has a 56-pt bar
  /// (44 + 12) at the card's top, not the bar of full-screen and popover presentations. Seen
  /// on iPhone in a real dump of iOS 14–16 [O: C14] and in HACK16 (iOS 16 betas); the iPad
  /// value is inferred from the same 6-pt difference [I]; iOS 26's is unknown and the
  /// model keeps 56. Compact height, where the card covers the window, keeps the usual bar [I].
  /// The bar height of a navigation controller presented as a sheet card (N-17).
  static let sheetNavigationBarHeight = 56.0

  /// True when `nav` is a navigation controller presented as a card (N-17).
  func hasSheetNavigationBar(_ nav: String) -> Bool {
    guard let presentation = presentations[nav], controllers[nav]?.kind == .navigation else {
      return false
    }
    return environment.ios >= 13 && environment.traits.vertical == .regular
      && PresentationRules.isCard(presentation.style)
  }

  /// The sentence the sheet's explanation adds for such a bar (N-17), or nil.
  func sheetNavigationBarNote(_ nav: String) -> String? {
    guard hasSheetNavigationBar(nav) else { return nil }
    return PresentationNote.sheetNavigationBar(
      nav: nav, pad: environment.device.family == .pad, ios26: environment.ios >= 26
    ).english
  }

  /// `sheetNavigationBarNote` in Chinese.
  func sheetNavigationBarChinese(_ nav: String) -> String? {
    guard hasSheetNavigationBar(nav) else { return nil }
    return PresentationNote.sheetNavigationBar(
      nav: nav, pad: environment.device.family == .pad, ios26: environment.ios >= 26
    ).chinese
  }
}
