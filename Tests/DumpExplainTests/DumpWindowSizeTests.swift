import DumpExplain
import DumpReader
import SceneFile
import SwiftScene
import TestSupport
import Testing
import TransitionEngine

/// A scene rebuilt from a dump keeps the dump's window size: the preset whose screen is the
/// window, or `window:` with the nearest preset when none is, said in the header.
@Suite struct DumpWindowSizeTests {
  /// A small navigation dump whose window (and views) are `width` × `height`.
  private func dump(_ width: Int, _ height: Int, landscape: Bool = false) -> String {
    let (w, h) = landscape ? (height, width) : (width, height)
    return """
      <UIWindow: 0x7f8a1c40a2b0; frame = (0 0; \(w) \(h)); layer = <UIWindowLayer: 0x600000c4df80>>
         | <UILayoutContainerView: 0x7f8a1c50b1e0; frame = (0 0; \(w) \(h)); autoresize = W+H; layer = <CALayer: 0x600000c4e1c0>>
         |    | <UINavigationTransitionView: 0x7f8a1c50c3a0; frame = (0 0; \(w) \(h)); layer = <CALayer: 0x600000c4e2e0>>
         |    |    | <UIViewControllerWrapperView: 0x7f8a1c60d4c0; frame = (0 0; \(w) \(h)); layer = <CALayer: 0x600000c4e400>>
         |    |    |    | <UIView: 0x7f8a1c60e5e0; frame = (0 0; \(w) \(h)); layer = <CALayer: 0x600000c4e520>>
         |    | <UINavigationBar: 0x7f8a1c70f700; frame = (0 20; \(w) 44); layer = <CALayer: 0x600000c4e640>>
      """
  }

  private func scene(_ text: String) throws -> (text: String, spec: SceneSpec, note: String?) {
    let draft = DumpSceneWriter.write(
      Explainer.explain([try DumpReader.read(text, path: "d.txt")]))
    return (draft.text, try SwiftSceneLoader.parse(draft.text, path: "d.yaml"), draft.deviceNote)
  }

  @Test func anOldWindowIsKeptWithTheNearestPresetsBars() throws {
    let (text, spec, note) = try scene(dump(320, 568))
    #expect(spec.device == "iphone-se")
    #expect(spec.window == Size(width: 320, height: 568))
    #expect(text.contains("\ndevice: iphone-se\nwindow: [320, 568]\n"))
    #expect(note?.hasPrefix("assumed: no preset is 320x568") == true)
    #expect(plan(spec).steps[0].phases.last?.tree.first == "UIWindow (0 0; 320 568)")
  }

  @Test func aWindowAPresetHasPicksThatPreset() throws {
    let (text, spec, note) = try scene(dump(402, 874))
    #expect(spec.device == "iphone-16-pro")
    #expect(spec.window == nil)
    #expect(!text.contains("window:"))
    #expect(
      note
        == "device iphone-16-pro: the first preset whose screen is 402x874 points, the dump's "
        + "window (also iphone-17, iphone-17-pro).")
  }

  @Test func anIPadWindowAndALandscapeOneAreMatchedToo() throws {
    let pad = try scene(dump(820, 1180))
    #expect(pad.spec.device == "ipad-11")
    #expect(pad.spec.window == nil)
    let turned = try scene(dump(375, 667, landscape: true))
    #expect(turned.spec.device == "iphone-se")
    #expect(turned.spec.orientation == .landscape)
    #expect(turned.spec.window == nil)
    let odd = try scene(dump(700, 1000))
    #expect(odd.spec.window == Size(width: 700, height: 1000))
    #expect(plan(odd.spec).steps[0].phases.last?.tree.first == "UIWindow (0 0; 700 1000)")
  }
}
