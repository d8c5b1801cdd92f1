/// A minimal JSON writer (the engine imports nothing but the standard library).
enum JSONWriter {
  /// A JSON string literal with the required escapes.
  static func quote(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A number: whole values without a fraction. JSON has no infinity or NaN: a non-finite
  /// value (which the engine never produces from a scene that loads) is written `null`.
  static func number(_ value: Double) -> String {
    value.isFinite ? Rect.format(value) : "null"
  }
}
