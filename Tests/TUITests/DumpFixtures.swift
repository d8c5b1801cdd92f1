import DumpExplain
import DumpReader
import TransitionEngine

@testable import TUI

/// The black-screen dump of the README (both trees pasted into one file), as the viewer
/// opens it; the push scene stands in for the scene rebuilt from it, whose first step (the
/// initial state) rebuilds the dump and whose next step is the push.
enum DumpFixtures {
  static let text = """
    (lldb) po UIViewController._printHierarchy()
    <MyApp.HomeViewController 0x103712a10>, state: appeared, view: <UITableView: 0x104013a00>
       + <MyApp.CardViewController 0x103905c30>, state: appeared, view: <UIView: 0x103821e40>, \
    presented with: <_UIOverFullscreenPresentationController 0x103906e90>
    (lldb) po view.window?.value(forKey: "recursiveDescription")
    <UIWindow: 0x10360c7a0; frame = (0 0; 393 852); layer = <UIWindowLayer: 0x600002d95500>>
       | <UITransitionView: 0x10361d010; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x600000c96a60>>
       |    | <UIDropShadowView: 0x10361d6b0; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x600000c96b20>>
       | <UITransitionView: 0x103820a30; frame = (0 0; 393 852); autoresize = W+H; layer = <CALayer: 0x600000cb44e0>>
       |    | <UITableView: 0x104013a00; frame = (0 0; 393 852); clipsToBounds = YES; layer = <CALayer: 0x600000cb0f60>>
       |    | <UIView: 0x103821e40; frame = (0 0; 393 852); layer = <CALayer: 0x600000cb4560>>
       |    |    | <UILabel: 0x103822010; frame = (24 400; 345 52); text = 'Card'; layer = <_UILabelLayer: 0x6000026a4780>>
    """

  static func page() throws -> DumpPage {
    let dump = try DumpReader.read(text, path: "black.txt")
    return DumpPage(
      path: "black.txt", explanation: Explainer.explain([dump]),
      scene: Fixtures.entry(Fixtures.push, path: ""), rebuildSteps: 0)
  }

  /// The viewer opened on the dump, sized.
  static func app(width: Int = 120, height: Int = 40) throws -> TransitionScopeApp {
    var app = TransitionScopeApp(catalog: [], opened: nil, ascii: false, dump: try page())
    _ = app.handle(.resize(width: width, height: height))
    return app
  }
}
