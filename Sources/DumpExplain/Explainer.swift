import DumpReader
import TransitionEngine

/// Turns dumps into an explanation: joins controllers to views by address, gives every view
/// its role from the engine's class catalogue and the tree's shape, then tells the story and
/// the findings, each sentence from a parsed fact or a rule.
public enum Explainer {
  public static func explain(_ dumps: [Dump]) -> Explanation {
    var result = Explanation()
    var nextID = 1
    for dump in dumps {
      let kinds =
        (dump.hasRecursiveDescription ? ["recursiveDescription"] : [])
        + (dump.hasControllers ? ["_printHierarchy"] : [])
        + (dump.hasAutolayoutTrace ? ["autolayoutTrace"] : [])
      result.inputs.append(
        Explanation.Input(
          path: dump.path, kind: kinds.joined(separator: "+"), lines: dump.lineCount,
          skipped: dump.skipped, layoutGuideLines: dump.layoutGuideLines,
          depthFromIndentation: dump.depthFromIndentation))
      let viewOffset = result.views.count
      var book = AddressBook(path: dump.path)
      // An `_autolayoutTrace` names the same views as a `recursiveDescription` beside it.
      var traceBook = AddressBook(path: dump.path)
      for view in dump.views {
        result.views.append(
          ExplainedView(
            id: view.isAutolayoutTrace
              ? traceBook.id(for: view.object, line: view.line, next: &nextID)
              : book.id(for: view.object, line: view.line, next: &nextID),
            className: view.object.className,
            baseClass: view.baseClass,
            frame: view.frame.map { [$0.x, $0.y, $0.width, $0.height] }, depth: view.depth,
            parent: view.parent.map { $0 + viewOffset },
            children: view.children.map { $0 + viewOffset },
            role: .content, owner: nil, rule: nil, whyWords: .unexplained, path: dump.path,
            line: view.line,
            layerCount: view.layers.count, isHidden: view.isHidden,
            isTraced: view.isAutolayoutTrace, ambiguousLayout: view.value("ambiguous")))
      }
      let controllerOffset = result.controllers.count
      for controller in dump.controllers {
        result.controllers.append(
          ExplainedController(
            id: book.id(for: controller.object, line: controller.line, next: &nextID),
            className: controller.object.className,
            state: controller.state, inWindow: controller.inWindow,
            viewLoaded: controller.viewLoaded, viewClass: controller.view?.className,
            viewAddress: controller.view?.address, viewHasColonForm: controller.viewHasColon,
            view: nil,
            parent: controller.parent.map { $0 + controllerOffset },
            children: controller.children.map { $0 + controllerOffset },
            presenter: controller.presenter.map { $0 + controllerOffset },
            isPresented: controller.isPresented,
            isDetached: controller.isPresented && controller.presenter == nil,
            presentedWith: controller.presentedWith?.className, style: nil,
            depth: controller.depth, path: dump.path, line: controller.line))
      }
      result.reusedAddresses += book.reused + traceBook.reused
    }
    join(&result)
    RoleReader.assign(&result)
    StyleReader.assign(&result)
    StoryWriter.write(&result)
    return result
  }

  /// Controllers to views by address (the later of two views with one address wins: a later
  /// paste is a later moment; a `recursiveDescription`'s view before an `_autolayoutTrace`'s).
  private static func join(_ result: inout Explanation) {
    var byAddress: [String: Int] = [:]
    var traced: [String: [Int]] = [:]
    for (index, view) in result.views.enumerated() where view.id.hasPrefix("0x") {
      if view.isTraced { traced[view.id, default: []].append(index) }
      if view.isTraced, let known = byAddress[view.id], !result.views[known].isTraced { continue }
      byAddress[view.id] = index
    }
    for index in result.controllers.indices {
      guard let address = result.controllers[index].viewAddress, let view = byAddress[address]
      else { continue }
      result.controllers[index].view = view
      result.views[view].owner = index
      // The same view in an `_autolayoutTrace` has the same owner.
      for other in traced[address] ?? [] { result.views[other].owner = index }
    }
  }
}
