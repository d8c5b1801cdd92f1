import DumpReader
import TransitionEngine

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
    _ result: inout Explanation, _ kind: Finding.Kind, _ rule: String?, _ text: String,
    _ addresses: [String]
  ) {
    result.findings.append(Finding(kind: kind, rule: rule, text: text, addresses: addresses))
  }

  /// `a`, `a and b`, `a, b and c`.
  private static func list(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// One address printed for two or more objects of a file: not one moment of one process.
  private static func reuseFinding(_ reuse: AddressBook.Reuse, _ result: inout Explanation) {
    let file = reuse.path.split(separator: "/").last.map(String.init) ?? reuse.path
    let objects = reuse.objects.map { "\($0.className) at line \($0.line)" }
    let later = reuse.objects.dropFirst().map(\.id)
    add(
      &result, .note, nil,
      "\(reuse.address) is printed for \(reuse.objects.count) objects in \(file): "
        + "\(list(objects)). One address is one object at one moment, so these lines "
        + "come from two moments pasted together or were edited; the later "
        + "\(later.count == 1 ? "one is" : "ones are") read as \(list(later)), "
        + "\(later.count == 1 ? "another object" : "other objects"), so no view is its own superview and no controller presents itself.",
      [reuse.address] + later)
  }

  private static func controllerFindings(_ result: inout Explanation) {
    for index in result.controllers.indices {
      let controller = result.controllers[index]
      let name = result.name(controller: index)
      switch controller.state {
      case .appearing?, .disappearing?:
        let place =
          controller.inWindow
          ? "its view is in the window" : "its view is not in the window yet or any more"
        add(
          &result, .inFlight, "§13",
          "\(name) is \(controller.state?.rawValue ?? "") and \(place): a transition was running when the dump was taken.",
          [controller.id])
      case .appeared? where controller.viewLoaded && !controller.inWindow:
        add(
          &result, .appMistake, "X-8",
          "\(name) is appeared but its view is not in the window: UIKit does not leave a controller so on its own; an animator or the app's code took the view out or never added it.",
          [controller.id])
      case .disappeared?
      where controller.viewLoaded && controller.inWindow:
        add(
          &result, .note, "K-5",
          "\(name) is disappeared while its view is in the window: the appearance state and the window membership are separate facts (a container that forwards appearance by hand can leave them so).",
          [controller.id])
      default: break
      }
      if controller.isDetached {
        add(
          &result, .note, nil,
          "\(name) is in no tree: no parent, not presented, not a root (presented with: (null)).",
          [controller.id])
      }
      if let with = controller.presentedWith, controller.style == nil {
        add(
          &result, .unknown, nil,
          "\(name) is presented with \(with), a class the rule book does not cover: its style and what it does to the tree are unknown.",
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
            "\(result.name(view: index)) is an empty presentation container on top of the window: a transition whose animator never called completeTransition leaves its container so, covering everything below and taking every touch.",
            [view.id])
        } else {
          add(
            &result, .note, "M-1",
            "\(result.name(view: index)) is an empty presentation container below another: normal when a later fullScreen presentation took its view out of the window.",
            [view.id])
        }
      }
      if view.rule == "W-4", let parent = view.parent, result.views[parent].role == .window {
        add(
          &result, .note, "W-4",
          "\(result.name(view: index)) was added straight to the window beside the root: no controller owns it; it covers the root and every container below it, later presentations go above it (T-2), and UIKit never moves or removes it.",
          [view.id])
      }
      if let ambiguous = view.ambiguousLayout {
        add(
          &result, .unknown, nil,
          "\(result.name(view: index)) is marked `\(ambiguous)` in the _autolayoutTrace: its constraints allow more than one frame. That is Auto Layout, which the rule book does not cover; what it does during a transition is unknown.",
          [view.id])
      }
      if view.className == ViewClassCatalogue.parallaxDimmingView
        || (view.role == .pushInFlight && view.className == "UIView")
      {
        add(
          &result, .inFlight, "N-3",
          "\(result.name(view: index)) belongs to a push or pop that was running when the dump was taken.",
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
        "\(result.name(view: index)) sits where a controller's view goes, but no controller in the _printHierarchy has it: a view in the window whose controller is gone (or was never a child).",
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
            "\(result.name(controller: presenter))'s view \(result.name(view: presenterView)) is inside the presentation container \(result.name(view: current)) while no transition runs: UIKit only moves it there during a fullScreen or currentContext transition (T-4); an animator or the app's code left it there, and it goes when the container goes.",
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
