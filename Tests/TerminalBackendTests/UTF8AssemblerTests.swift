import CNcurses
import TUI
import Testing

@testable import TerminalBackend

/// UTF-8 assembled from single bytes: an incomplete sequence is dropped at the first byte that
/// cannot continue it, and that byte counts as a key of its own.
@Suite struct UTF8AssemblerTests {
  /// What each `wgetch` result decodes to, fed in order to one assembler.
  private func feed(_ codes: [Int32]) -> [KeyDecoder.Decoded] {
    var assembler = UTF8Assembler()
    return codes.map { assembler.feed($0) }
  }

  private func bytes(_ text: String) -> [Int32] { text.utf8.map { Int32($0) } }

  private let q = KeyDecoder.Decoded.key(.character("q"))

  @Test func multiByteCharactersAreAssembled() {
    #expect(feed(bytes("é")) == [.nothing, .key(.character("é"))])
    #expect(feed(bytes("→")) == [.nothing, .nothing, .key(.character("→"))])
    #expect(feed(bytes("😀")).last == .key(.character("😀")))
    #expect(feed(bytes("q")) == [q])
  }

  @Test func aStrayLeadByteIsDroppedAtTheNextKey() {
    for lead: Int32 in [0xE2, 0xF0, 0xC3] {
      #expect(feed([lead, 0x71]) == [.nothing, q], "lead byte \(lead)")
      #expect(feed([lead, 0x1B]) == [.nothing, .key(.escape)], "lead byte \(lead)")
      #expect(feed([lead, 0x03]) == [.nothing, .key(.ctrlC)], "lead byte \(lead)")
    }
    #expect(feed([0xE2, 0x86, 0x71]) == [.nothing, .nothing, q], "cut short after two bytes")
    #expect(feed([0xF0, 0x9F, 0x98, 0x71]) == [.nothing, .nothing, .nothing, q])
  }

  @Test func bytesThatStartNoSequenceAreDropped() {
    #expect(feed([0xFF, 0x71]) == [.nothing, q])
    #expect(feed([0x80, 0x71]) == [.nothing, q])
    #expect(feed([0xC0, 0xAF, 0x71]) == [.nothing, .nothing, q], "overlong lead")
    #expect(feed([0xF5, 0x71]) == [.nothing, q])
  }

  @Test func illFormedContinuationsEndTheSequence() {
    #expect(feed([0xE0, 0x80, 0x71]) == [.nothing, .nothing, q], "overlong three-byte form")
    #expect(feed([0xED, 0xA0, 0x71]) == [.nothing, .nothing, q], "a surrogate")
    #expect(feed([0xF4, 0x90, 0x71]) == [.nothing, .nothing, q], "above U+10FFFF")
    #expect(feed([0xE2, 0xC3, 0xA9]) == [.nothing, .nothing, .key(.character("é"))])
  }

  @Test func aKeyCodeOrATimeoutMidSequence() {
    #expect(feed([0xE2, tscope_key_up()]) == [.nothing, .key(.up)])
    #expect(feed([0xE2, tscope_key_up(), 0x82]) == [.nothing, .key(.up), .nothing])
    #expect(
      feed([0xE2, tscope_err(), 0x86, 0x92]) == [
        .nothing, .nothing, .nothing, .key(.character("→")),
      ],
      "a timeout between the bytes of one character keeps the sequence")
  }
}
