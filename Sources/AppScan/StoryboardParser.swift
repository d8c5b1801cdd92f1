#if canImport(FoundationXML)
  import FoundationXML
  import Foundation
#else
  import Foundation
#endif

/// Reads a storyboard or xib with Foundation's `XMLParser` (libxml2 through FoundationXML on
/// Linux): the one file of the scanner that touches XML, so the `#if` lives here only.
final class StoryboardParser: NSObject, XMLParserDelegate {
  /// The controller elements UIKit's storyboards write.
  static let controllerElements: Set<String> = [
    "viewController", "navigationController", "tabBarController", "tableViewController",
    "collectionViewController", "splitViewController", "pageViewController",
    "glkViewController", "avPlayerViewController", "hostingController",
    "viewControllerPlaceholder",
  ]

  private var controllers: [Storyboard.Controller] = []
  /// The open controller elements: their depth and index in `controllers`.
  private var stack: [(depth: Int, index: Int)] = []
  /// The first controller of the open `<scene>`: a segue of an object beside it in the scene
  /// (a gesture recognizer's, outside the controller element) is that controller's.
  private var sceneOwner: Int?
  private var initial: String?
  private var depth = 0
  /// The names of the elements not closed yet.
  private var open: [String] = []
  private weak var parser: XMLParser?

  /// The storyboard, or the parser's error with its line.
  static func read(_ data: Data, file: String) -> Result<Storyboard, ScanSkip> {
    let delegate = StoryboardParser()
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = delegate
    delegate.parser = parser
    guard parser.parse() else {
      let line = max(parser.lineNumber, 1)
      let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML"
      return .failure(ScanSkip(file: file, line: line, why: "the XML does not parse: " + message))
    }
    // libxml2 may accept a document that ends inside an element: a truncated file.
    if let open = delegate.open.last {
      return .failure(
        ScanSkip(
          file: file, line: max(parser.lineNumber, 1),
          why: "the XML ends inside <\(open)>: the file is cut short"))
    }
    return .success(
      Storyboard(file: file, initialController: delegate.initial, controllers: delegate.controllers)
    )
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    depth += 1
    open.append(name)
    let line = max(parser.lineNumber, 1)
    if name == "document" { initial = attributes["initialViewController"] }
    if name == "scene" { sceneOwner = nil }
    if Self.controllerElements.contains(name), let id = attributes["id"] {
      var controller = Storyboard.Controller(
        id: id, element: name, customClass: attributes["customClass"],
        storyboardIdentifier: attributes["storyboardIdentifier"],
        userLabel: attributes["userLabel"],
        modalPresentationStyle: attributes["modalPresentationStyle"],
        modalTransitionStyle: attributes["modalTransitionStyle"], line: line)
      controller.definesPresentationContext = attributes["definesPresentationContext"] == "YES"
      controller.hidesBottomBarWhenPushed = attributes["hidesBottomBarWhenPushed"] == "YES"
      controller.placeholder = name == "viewControllerPlaceholder"
      controller.referencedStoryboard = attributes["storyboardName"]
      controller.referencedIdentifier = attributes["referencedIdentifier"]
      controller.splitColumns =
        attributes["allowDoubleColumnStyle"] == "YES"
        || ["doubleColumn", "tripleColumn"].contains(attributes["style"] ?? "")
      controller.splitStyle = attributes["style"].flatMap {
        ["doubleColumn", "tripleColumn"].contains($0) ? $0 : nil
      }
      controllers.append(controller)
      stack.append((depth, controllers.count - 1))
      if sceneOwner == nil { sceneOwner = controllers.count - 1 }
    } else if name == "segue", let owner = stack.last?.index ?? sceneOwner,
      let destination = attributes["destination"], let kind = attributes["kind"]
    {
      controllers[owner].segues.append(
        Storyboard.Segue(
          id: attributes["id"], kind: kind, destination: destination,
          identifier: attributes["identifier"], customClass: attributes["customClass"],
          relationship: attributes["relationship"],
          modalPresentationStyle: attributes["modalPresentationStyle"],
          modalTransitionStyle: attributes["modalTransitionStyle"],
          unwindAction: attributes["unwindAction"], line: line))
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    if stack.last?.depth == depth { stack.removeLast() }
    if name == "scene" { sceneOwner = nil }
    depth -= 1
    if !open.isEmpty { open.removeLast() }
  }
}
