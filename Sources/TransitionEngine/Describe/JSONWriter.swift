/// A minimal JSON writer (the engine imports nothing but the standard library); every JSON
/// string the project writes (timelines, the schema, recordings) is quoted here.
public enum JSONWriter {
  /// A JSON string literal with the required escapes.
  public static func quote(_ string: String) -> String {
    var out = OutputSink()
    quote(string, to: &out)
    return out.text
  }

  /// Writes the literal into `out`; a string that needs no escape is written as it is.
  static func quote(_ string: String, to sink: inout OutputSink) {
    var string = string
    let plain = string.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
        return false
      }
      sink.write("\"")
      sink.write(bytes: bytes)
      sink.write("\"")
      return true
    }
    if plain { return }
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    sink.write(out + "\"")
  }

  /// A number: whole values without a fraction. JSON has no infinity or NaN: a non-finite
  /// value (which the engine never produces from a scene that loads) is written `null`.
  static func number(_ value: Double) -> String {
    value.isFinite ? Rect.format(value) : "null"
  }
}
