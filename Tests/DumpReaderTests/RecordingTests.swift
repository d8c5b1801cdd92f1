import DumpReader
import Testing

/// A recording from lldb's `tscope-record`: its moments, each read as a dump, with lines and
/// errors numbered as in the recording file.
@Suite struct RecordingTests {
  static let text = """
    # tscope recording, version 1
    # moment 1: -[UIViewController viewWillAppear:] <MyApp.Detail: 0x10aa00010>
    <UIWindow: 0x10360c7a0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x600002d95500>>
       | <UIView: 0x10361d010; frame = (0 0; 393 852); layer = <CALayer: 0x600000c96a60>>
    <MyApp.Home 0x103712a10>, state: appeared, view: <UIView: 0x10361d010>
    # moment 2: -[UIViewController viewDidAppear:] <MyApp.Detail: 0x10aa00010>
    Printing description of the window:
    <UIWindow: 0x10360c7a0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x600002d95500>>

    """

  @Test func eachMomentIsADumpNumberedAsInTheFile() throws {
    let bytes = Array(Self.text.utf8)
    #expect(Recording.isRecording(bytes))
    let recording = try Recording.read(bytes: bytes, path: "rec.txt")
    #expect(
      recording.moments.map(\.label) == [
        "-[UIViewController viewWillAppear:] <MyApp.Detail: 0x10aa00010>",
        "-[UIViewController viewDidAppear:] <MyApp.Detail: 0x10aa00010>",
      ])
    #expect(recording.moments.map(\.line) == [2, 6])
    let first = recording.moments[0].dump
    #expect(first.views.map(\.object.className) == ["UIWindow", "UIView"])
    #expect(first.views.map(\.line) == [3, 4])
    #expect(first.controllers.map(\.line) == [5])
    let second = recording.moments[1].dump
    #expect(second.views.map(\.line) == [8])
    #expect(second.skipped.map(\.line) == [7])
  }

  @Test func aDumpPastedByHandIsNoRecording() {
    #expect(!Recording.isRecording(Array("<UIWindow: 0x1; frame = (0 0; 1 1)>\n".utf8)))
  }

  @Test func aMomentWithNoDumpIsAnErrorAtItsLineInTheFile() {
    let text = Self.text + "# moment 3: -[UIViewController viewDidAppear:]\nnothing here\n"
    #expect {
      _ = try Recording.read(bytes: Array(text.utf8), path: "rec.txt")
    } throws: { error in
      (error as? DumpError).map { $0.path == "rec.txt" && $0.line == 10 } ?? false
    }
  }

  @Test func aRecordingWithNoMomentIsAnError() {
    #expect(
      throws: DumpError(
        path: "rec.txt", line: 2, column: 1, message: "the recording holds no '# moment' line")
    ) {
      _ = try Recording.read(bytes: Array("# tscope recording, version 1\n".utf8), path: "rec.txt")
    }
  }
}
