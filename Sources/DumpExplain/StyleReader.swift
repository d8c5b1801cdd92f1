import TransitionEngine

/// Each controller's presentation style, from its presentation controller's class (§5);
/// `root` for a window's root controller.
enum StyleReader {
  static func assign(_ result: inout Explanation) {
    for index in result.controllers.indices {
      let controller = result.controllers[index]
      if !controller.isPresented && controller.parent == nil {
        result.controllers[index].style = "root"
      } else if let with = controller.presentedWith {
        result.controllers[index].style =
          ControllerClassCatalogue.style(ofPresentationController: with)?.rawValue
      }
    }
  }
}
