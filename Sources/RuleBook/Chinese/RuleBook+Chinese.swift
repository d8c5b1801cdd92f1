extension RuleBook {
  /// Every rule's title and summary in Simplified Chinese, by rule ID (chapter by chapter,
  /// under `Chinese/`). A test checks that every rule has one and that no entry names a rule
  /// the book lacks.
  public static let chinese: [String: RuleInChinese] = {
    var table: [String: RuleInChinese] = [:]
    let chapters: [[String: RuleInChinese]] = [
      presentingInChinese, stylesInChinese, navigationInChinese, tabsInChinese, splitInChinese,
      containersInChinese, transitioningInChinese, timelinesInChinese, openQuestionsInChinese,
    ]
    for chapter in chapters {
      table.merge(chapter) { first, _ in first }
    }
    return table
  }()
}
