import SwiftSyntax
import TransitionEngine

/// Inheritance among the developer's own types (Scenes/README.md, "Your real Swift"): a class
/// gets its superclass's stored properties, methods, computed properties and initializers, and
/// the default implementations of the app's protocol extensions it conforms to. What a type
/// declares itself comes first, so a call resolves to the most derived override, as Swift's
/// dynamic dispatch does.
extension SwiftProgram {
  /// Each declared type with what it inherits, as a new `SwiftType`; the declared ones are
  /// left as the files wrote them. A cycle (which `add` reports) is cut where it closes.
  static func resolveInheritance(_ declared: [String: SwiftType]) -> [String: SwiftType] {
    var flat: [String: SwiftType] = [:]
    var visiting: Set<String> = []

    func build(_ name: String) -> SwiftType? {
      if let done = flat[name] { return done }
      guard let own = declared[name], !visiting.contains(name) else { return nil }
      visiting.insert(name)
      defer { visiting.remove(name) }
      let type = SwiftType(name: own.name, source: own.source)
      type.isDeclared = own.isDeclared
      type.stored = own.stored
      type.computed = own.computed
      type.staticComputed = own.staticComputed
      type.methods = own.methods
      type.inits = own.inits
      type.inherited = own.inherited
      type.inheritedSyntax = own.inheritedSyntax
      type.annotations = own.annotations
      type.staticStored = own.staticStored
      type.observers = own.observers
      for (index, written) in own.inherited.enumerated() {
        let parentName = baseName(written)
        guard parentName != name, let parent = build(parentName) else { continue }
        // Swift lists the superclass first; the other app types named are protocols whose
        // extensions give default implementations.
        let isSuperclass = index == 0 && parent.isDeclared && own.isDeclared
        if isSuperclass { type.superclass = parent }
        type.inherit(parent, isSuperclass: isSuperclass)
      }
      flat[name] = type
      return type
    }

    for name in declared.keys.sorted() { _ = build(name) }
    return flat
  }

  /// `BaseAnimator<Int>` and `MyApp.BaseAnimator` name `BaseAnimator`.
  static func baseName(_ written: String) -> String {
    let unspecialized = written.split(separator: "<", maxSplits: 1).first.map(String.init) ?? ""
    return unspecialized.split(separator: ".").last.map(String.init) ?? unspecialized
  }

  /// A class that inherits from itself, through any number of the developer's types:
  /// `Fade.swift:3:20: error: 'FadeAnimator' inherits from itself`, as swiftc says it.
  func inheritanceCycle() -> SwiftSceneError? {
    for name in declared.keys.sorted() {
      guard let start = declared[name], start.isDeclared, let clause = start.inheritedSyntax.first
      else { continue }
      var seen: Set<String> = [name]
      var current = start
      // Each turn moves to a different declared type, so the walk ends within their count.
      while let first = current.inheritedSyntax.first {
        let parentName = Self.baseName(first.type.trimmedDescription)
        guard let parent = declared[parentName], parent.isDeclared else { break }
        if parentName == name {
          let source = self.source(containing: clause) ?? start.source
          let place = source.location(of: clause.type)
          return SwiftSceneError(
            file: source.name, line: place.line, column: place.column,
            message: "'\(name)' inherits from itself")
        }
        guard seen.insert(parentName).inserted else { break }
        current = parent
      }
    }
    return nil
  }

  /// The file a piece of the developer's code is in: an extension's method may be in
  /// another file than its type.
  func source(containing node: some SyntaxProtocol) -> SwiftSource? {
    let root = Syntax(node).root
    return sources.first { Syntax($0.tree) == root }
  }
}

extension SwiftType {
  /// Takes what `parent` has and this type does not declare: the parent's stored properties
  /// come first (a base's storage is laid out before a subclass's), its methods and
  /// initializers after this type's own, so that lookups find the override first.
  fileprivate func inherit(_ parent: SwiftType, isSuperclass: Bool) {
    // A getter this type declares itself stays what it is (static or not).
    let computedOwn = Set(computed.keys)
    if isSuperclass {
      let mine = Set(stored.map(\.name))
      stored = parent.stored.filter { !mine.contains($0.name) } + stored
      annotations.merge(parent.annotations) { mine, _ in mine }
      observers.merge(parent.observers) { mine, _ in mine }
    }
    computed.merge(parent.computed) { mine, _ in mine }
    staticComputed.formUnion(parent.staticComputed.subtracting(computedOwn))
    methods.merge(parent.methods) { mine, theirs in mine + theirs }
    inits += parent.inits
    inherited += parent.inherited
  }
}
