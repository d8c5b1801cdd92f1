import DumpReader
import TransitionEngine
import Wording

/// The findings: the app's mistakes, transitions caught mid-way, notes, and what the rule book
/// does not cover.
enum FindingReader {
  static func read(_ result: inout Explanation) {
    for reuse in result.reusedAddresses { reuseFinding(reuse, &result) }
    controllerFindings(&result)
    viewFindings(&result)
    if !result.views.isEmpty && !result.controllers.isEmpty { joinFindings(&result) }
  }

  private static func add(
    _ result: inout Explanation, _ kind: Finding.Kind, _ rule: String?, _ words: FindingWords,
    _ addresses: [String]
  ) {
    result.findings.append(Finding(kind: kind, rule: rule, words: words, addresses: addresses))
  }

  /// One address printed for two or more objects of a file: not one moment of one process.
  private static func reuseFinding(_ reuse: AddressBook.Reuse, _ result: inout Explanation) {
    let file = reuse.path.split(separator: "/").last.map(String.init) ?? reuse.path
    let later = reuse.objects.dropFirst().map(\.id)
    add(
      &result, .note, nil,
      .reusedAddress(
        reuse.address, file: file, classes: reuse.objects.map(\.className),
        lines: reuse.objects.map(\.line), later: later),
      [reuse.address] + later)
  }

  private static func controllerFindings(_ result: inout Explanation) {
    for index in result.controllers.indices {
      let controller = result.controllers[index]
      let name = result.name(controller: index)
      switch controller.state {
      case .appearing?, .disappearing?:
        add(
          &result, .inFlight, "§13",
          .caughtMidWay(
            name, state: controller.state?.rawValue ?? "", inWindow: controller.inWindow),
          [controller.id])
      case .appeared? where controller.viewLoaded && !controller.inWindow:
        add(
          &result, .appMistake, "X-8",
          .appearedOutOfWindow(name),
          [controller.id])
      case .disappeared?
      where controller.viewLoaded && controller.inWindow:
        add(
          &result, .note, "K-5",
          .disappearedInWindow(name),
          [controller.id])
      default: break
      }
      if controller.isDetached {
        add(
          &result, .note, nil,
          .inNoTree(name),
          [controller.id])
      }
      if let with = controller.presentedWith, controller.style == nil {
        add(
          &result, .unknown, nil,
          .unknownPresentation(name, with: with),
          [controller.id])
      }
    }
  }

  private static func viewFindings(_ result: inout Explanation) {
    for index in result.views.indices {
      let view = result.views[index]
      if view.role == .presentationContainer, view.children.isEmpty, let parent = view.parent,
        result.views[parent].role == .window
      {
        if result.views[parent].children.last == index {
          add(
            &result, .appMistake, "X-5",
            .emptyContainerOnTop(result.name(view: index)),
            [view.id])
        } else {
          add(
            &result, .note, "M-1",
            .emptyContainerBelow(result.name(view: index)),
            [view.id])
        }
      }
      if view.rule == "W-4", let parent = view.parent, result.views[parent].role == .window {
        add(
          &result, .note, "W-4",
          .addedToWindow(result.name(view: index)),
          [view.id])
      }
      if let ambiguous = view.ambiguousLayout {
        add(
          &result, .unknown, nil,
          .ambiguousLayout(result.name(view: index), mark: ambiguous),
          [view.id])
      }
      if view.className == ViewClassCatalogue.parallaxDimmingView
        || (view.role == .pushInFlight && view.className == "UIView")
      {
        add(
          &result, .inFlight, "N-3",
          .pushInFlight(result.name(view: index)),
          [view.id])
      }
    }
  }

  private static func joinFindings(_ result: inout Explanation) {
    let wholeWindow = result.views.contains { $0.parent == nil && $0.role == .window }
    let settled = !result.controllers.contains {
      $0.state == .appearing || $0.state == .disappearing
    }
    for index in result.views.indices where wholeWindow {
      let view = result.views[index]
      guard view.role == .controllerView, view.owner == nil,
        ["N-2", "W-3", "W-2", "M-1", "M-4"].contains(view.rule ?? "")
      else { continue }
      add(
        &result, .appMistake, "K-5",
        .ownerGone(result.name(view: index)),
        [view.id])
    }
    for index in result.controllers.indices {
      let controller = result.controllers[index]
      guard controller.isPresented, let presenter = controller.presenter, settled,
        let presenterView = result.controllers[presenter].view
      else { continue }
      var ancestor = result.views[presenterView].parent
      while let current = ancestor {
        if result.views[current].role == .presentationContainer {
          add(
            &result, .appMistake, "X-8",
            .presenterInContainer(
              result.name(controller: presenter), view: result.name(view: presenterView),
              container: result.name(view: current)),
            [
              result.controllers[presenter].id, result.views[presenterView].id,
              result.views[current].id,
            ])
          break
        }
        ancestor = result.views[current].parent
      }
    }
  }
}
