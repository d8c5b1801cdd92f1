/// Whether a Unicode scalar takes exactly one terminal column: what the terminal backend draws
/// as itself (anything else becomes `?`) and what the pictures squeeze into one cell.
public enum CellWidth {
  /// Whether the scalar takes exactly one terminal column (a conservative reading of
  /// `wcwidth`, which Swift's Glibc module does not export).
  public static func isSingleColumn(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || (value >= 0x7F && value < 0xA0) { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control, .surrogate, .unassigned,
      .lineSeparator, .paragraphSeparator:
      return false
    default:
      break
    }
    if scalar.properties.isEmojiPresentation { return false }
    return !wideRanges.contains { $0.contains(value) }
  }

  /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth.txt, W and F, coarsely).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]
}
