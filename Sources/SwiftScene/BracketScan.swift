/// A linear pass over Swift text that finds the lines that start in code, not inside a string
/// literal (raw, multi-line, with interpolations) or a block comment: where the text can be
/// cut so that the part before the cut reads as the file reads. Brackets are followed only
/// to tell the `)` that ends an interpolation from one in code.
struct BracketScan {
  /// One frame of what the pass is inside.
  private enum Frame {
    /// An opening bracket.
    case bracket(UInt8)
    /// A string literal with this many `#` around it.
    case string(hashes: Int, multiline: Bool)
    /// `\(` inside a string: code until its `)`.
    case interpolation
  }

  /// The byte offsets where the text can be cut, in order: the lines that start in code (the
  /// first line's 0 among them) and, inside a line longer than `longLine` bytes, a place
  /// between tokens in plain code (no string or interpolation open) every `longLine` bytes.
  let codeLineStarts: [Int]
  /// The index in `codeLineStarts` of the first line that starts inside more than
  /// `nestingLimit` open brackets, strings and interpolations; nil when none does.
  let firstTooDeepLine: Int?

  /// How deep the release build of swift-syntax nests before it refuses to parse deeper
  /// (`Parser.defaultMaximumNestingLevel`): no file deeper than this parses cleanly.
  static let nestingLimit = 256

  /// How far apart the cuts inside one long line are: no line of a hand-written file is this
  /// long, so only a generated or mangled one is cut inside its lines.
  static let longLine = 16_384

  init(_ bytes: [UInt8]) {
    var scanner = Scanner(bytes: bytes)
    scanner.run()
    codeLineStarts = scanner.codeLineStarts
    firstTooDeepLine = scanner.firstTooDeepLine
  }

  /// The state of one pass.
  private struct Scanner {
    let bytes: [UInt8]
    var position = 0
    var stack: [Frame] = []
    /// The indices in `stack` of the open brackets of each kind, and of the strings and
    /// interpolations (a bracket closes only an opener above the last of those).
    var openers: [[Int]] = [[], [], []]
    var boundaries: [Int] = []
    var codeLineStarts: [Int] = []
    var firstTooDeepLine: Int?
    /// The last cut recorded.
    var lastCut = 0

    func byte(_ offset: Int) -> UInt8? {
      offset < bytes.count ? bytes[offset] : nil
    }

    /// True when `text` starts at `offset`.
    func matches(_ text: [UInt8], at offset: Int) -> Bool {
      offset + text.count <= bytes.count && bytes[offset..<offset + text.count].elementsEqual(text)
    }

    /// How many `#` follow `offset`.
    func hashes(at offset: Int) -> Int {
      var count = 0
      while byte(offset + count) == UInt8(ascii: "#") { count += 1 }
      return count
    }

    mutating func run() {
      while position < bytes.count {
        if case .string(let hashes, let multiline) = stack.last {
          string(hashes: hashes, multiline: multiline)
        } else {
          if position == 0 || bytes[position - 1] == UInt8(ascii: "\n") {
            if firstTooDeepLine == nil, stack.count > BracketScan.nestingLimit {
              firstTooDeepLine = codeLineStarts.count
            }
            codeLineStarts.append(position)
            lastCut = position
          } else if position - lastCut >= BracketScan.longLine, boundaries.isEmpty,
            Self.tokenEdges.contains(bytes[position])
          {
            codeLineStarts.append(position)
            lastCut = position
          }
          code()
        }
      }
    }

    /// One step inside a string literal.
    mutating func string(hashes: Int, multiline: Bool) {
      let current = bytes[position]
      if current == UInt8(ascii: "\\"), self.hashes(at: position + 1) == hashes {
        let next = position + 1 + hashes
        if byte(next) == UInt8(ascii: "(") {
          push(.interpolation)
        }
        position = next + 1
      } else if current == UInt8(ascii: "\""), multiline ? matches(Self.triple, at: position) : true
      {
        let end = position + (multiline ? 3 : 1)
        if self.hashes(at: end) >= hashes {
          popFrame()
          position = end + hashes
        } else {
          position += 1
        }
      } else if current == UInt8(ascii: "\n"), !multiline {
        // An unterminated literal ends with its line, as the lexer ends it.
        popFrame()
        position += 1
      } else {
        position += 1
      }
    }

    static let triple = Array(#"""""#.utf8)

    /// Bytes a token never continues past: a cut before one falls between two tokens.
    static let tokenEdges: Set<UInt8> = Set(" \t,;()[]{}".utf8)

    /// One step in code.
    mutating func code() {
      let current = bytes[position]
      switch current {
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "/"):
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
      case UInt8(ascii: "/") where byte(position + 1) == UInt8(ascii: "*"):
        blockComment()
      case UInt8(ascii: "#"), UInt8(ascii: "\""):
        let count = hashes(at: position)
        let quote = position + count
        guard byte(quote) == UInt8(ascii: "\"") else {
          position += max(count, 1)
          return
        }
        let multiline = matches(Self.triple, at: quote)
        push(.string(hashes: count, multiline: multiline))
        position = quote + (multiline ? 3 : 1)
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
        push(.bracket(current))
        position += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
        close(current)
        position += 1
      default:
        position += 1
      }
    }

    /// A `/* … */` comment, nested as Swift nests them.
    mutating func blockComment() {
      var depth = 0
      while position < bytes.count {
        if matches(Self.commentOpen, at: position) {
          depth += 1
          position += 2
        } else if matches(Self.commentClose, at: position) {
          depth -= 1
          position += 2
          if depth == 0 { return }
        } else {
          position += 1
        }
      }
    }

    static let commentOpen = Array("/*".utf8)
    static let commentClose = Array("*/".utf8)

    /// A closing bracket: it closes the nearest opener of its kind in the same code (the
    /// openers above that one are left open), or nothing. Each frame is pushed and popped
    /// once, so the pass stays linear whatever the brackets.
    mutating func close(_ closer: UInt8) {
      if case .interpolation = stack.last, closer == UInt8(ascii: ")") {
        popFrame()
        return
      }
      let kind = Self.kind(ofCloser: closer)
      guard let index = openers[kind].last, index > (boundaries.last ?? -1) else { return }
      while stack.count > index { popFrame() }
    }

    /// 0, 1, 2 for `(`, `[`, `{` and their closers.
    static func kind(ofCloser byte: UInt8) -> Int {
      byte == UInt8(ascii: ")") ? 0 : byte == UInt8(ascii: "]") ? 1 : 2
    }

    static func kind(ofOpener byte: UInt8) -> Int {
      byte == UInt8(ascii: "(") ? 0 : byte == UInt8(ascii: "[") ? 1 : 2
    }

    mutating func push(_ frame: Frame) {
      switch frame {
      case .bracket(let byte): openers[Self.kind(ofOpener: byte)].append(stack.count)
      case .string, .interpolation: boundaries.append(stack.count)
      }
      stack.append(frame)
    }

    mutating func popFrame() {
      switch stack.removeLast() {
      case .bracket(let byte): openers[Self.kind(ofOpener: byte)].removeLast()
      case .string, .interpolation: boundaries.removeLast()
      }
    }
  }
}
