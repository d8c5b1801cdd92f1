import TransitionEngine

/// `convert(_:to:)` and `convert(_:from:)` of rects and points between the views of an
/// animator's run, from the chain of superviews and frames the world and the code's lines
/// give (X-1, X-4, X-9): a rect in one view's bounds is at its origin plus the origins of the
/// views above it, up to the window. Bounds origins are zero in the model; a transform other
/// than identity on the way, a view in no view, or views in different trees make the answer
/// unknown, said so. The snapshot's own frame is kept here too: a view `snapshotView` returns
/// is as big as the source view's bounds, at zero, in no superview.
extension SwiftInterpreter {
  /// The most superviews one conversion walks: more is a loop the tool stops.
  static let chainLimit = 64

  /// Follows a line the code's run emits: where views go, their transforms, a snapshot's and
  /// and a snapshot's frame.
  func trackViews(_ statement: CodeStatement) {
    guard makesWorldViews else { return }
    switch statement {
    case .addSubview(let child, let parent), .insertSubview(let child, let parent, _):
      place(child, .inView(parent))
    case .removeFromSuperview(let view):
      place(view, .inNoView)
    case .removeSubviews(let parent):
      for (key, place) in viewTree.places {
        if case .inView(let holder) = place, holder == parent { viewTree.places[key] = .inNoView }
      }
      if case .containerView = parent {
        for key in world?.transition?.inContainer ?? [] where viewTree.places[key] == nil {
          viewTree.places[key] = .inNoView
        }
      }
    case .replaceView(let from, let to):
      // X-11: `to` takes `from`'s place in its superview; `from` leaves it.
      if case .success(let holder) = parent(of: from) { place(to, .inView(holder)) }
      place(from, .inNoView)
    case .setProperty(let view, .transform(let transform)):
      guard let key = frameKey(view) else { return }
      if transform == .identity {
        viewTree.transformed.remove(key)
      } else {
        viewTree.transformed.insert(key)
      }
    case .snapshot(let number, let source):
      // `snapshotView(afterScreenUpdates:)`: "a visual stand-in for the current view" (Apple):
      // a new view the size of the source's bounds, at zero (Planner.makeSnapshot).
      if let frame = currentFrame(source) {
        viewFrames["snapshot \(number)"] = Rect(
          x: 0, y: 0, width: frame.width, height: frame.height)
      }
    default:
      break
    }
  }

  /// `a.convert(r, to: b)`, `a.convert(p, from: b)` on a view of the run; nil for any other
  /// call. `to: nil` / `from: nil` is the window.
  func convertCall(_ base: SwiftValue, _ method: String, _ arguments: SwiftArguments)
    -> SwiftValue?
  {
    guard makesWorldViews, method == "convert", let view = worldView(base),
      arguments.values.count == 2, let value = arguments.values.first
    else { return nil }
    let toward = arguments["to"] != nil
    guard let other = arguments["to"] ?? arguments["from"] else { return nil }
    let what = "\(view).convert(…, \(toward ? "to" : "from"): …)"
    let otherView: CodeView
    switch other {
    case .null: otherView = .keyWindow
    default:
      guard let found = worldView(other) else {
        return .unknown("\(what): \(other.summary) is no view the tool knows")
      }
      otherView = found
    }
    let (source, target) = toward ? (view, otherView) : (otherView, view)
    let offset: (x: Double, y: Double)
    switch (origin(of: source), origin(of: target)) {
    case (.success(let from), .success(let to)):
      guard from.root == to.root else {
        return .unknown("\(what): the two views are in different trees")
      }
      offset = (from.x - to.x, from.y - to.y)
    case (.failure(let why), _), (_, .failure(let why)):
      return .unknown("\(what): \(why.why)")
    }
    return shifted(value, by: offset) ?? .unknown("\(what): the tool cannot know the value")
  }

  /// A rect or point moved by `offset`; nil when it is neither, or a part is unknown.
  private func shifted(_ value: SwiftValue, by offset: (x: Double, y: Double)) -> SwiftValue? {
    guard case .object(let object) = value else { return nil }
    switch object.type.name {
    case "CGRect":
      guard case .success(let rect) = knownRect(value) else { return nil }
      return self.rect(rect.offsetBy(dx: offset.x, dy: offset.y))
    case "CGPoint":
      guard case .number(let x)? = object.fields["x"], case .number(let y)? = object.fields["y"]
      else { return nil }
      return makeGeometry(
        "CGPoint",
        SwiftArguments(labels: ["x", "y"], values: [.number(x + offset.x), .number(y + offset.y)]))
    default:
      return nil
    }
  }

  /// Where `view`'s bounds start in the coordinates of the top of its tree (`root`): the
  /// window, or the outermost view that is in no view.
  private func origin(of view: CodeView) -> Result<
    (root: String, x: Double, y: Double), UnknownFrame
  > {
    var x = 0.0
    var y = 0.0
    var current = view
    for _ in 0..<Self.chainLimit {
      switch current {
      case .keyWindow:
        return .success(("window", x, y))
      case .containerView:
        guard let frame = world?.transition?.containerInWindow else {
          return .failure(
            UnknownFrame(why: "the tool cannot know where the containerView is in the window"))
        }
        return .success(("window", x + frame.x, y + frame.y))
      case .viewOf(let name) where frameKey(current) == "view " + name.text:
        // A controller's view the run did not move: where the world has it.
        guard viewTree.places[frameKey(current) ?? ""] == nil,
          viewFrames[frameKey(current) ?? ""] == nil,
          let found = world?.controller(name.text), found.isViewInWindow,
          let frame = found.viewFrame
        else { break }
        return .success(("window", x + frame.x, y + frame.y))
      default:
        break
      }
      guard let key = frameKey(current) else {
        return .failure(UnknownFrame(why: "the tool cannot know where \(current) is"))
      }
      if viewTree.transformed.contains(key) || world?.transition?.transformed.contains(key) == true
      {
        return .failure(
          UnknownFrame(why: "\(current) has a transform, which the tool does not convert through"))
      }
      guard let frame = currentFrame(current) else {
        return .failure(UnknownFrame(why: "the tool cannot know \(current)'s frame"))
      }
      switch parent(of: current) {
      case .success(let holder):
        x += frame.x
        y += frame.y
        current = holder
      case .failure:
        // The top of its own tree: its bounds are the tree's coordinates.
        return .success((key, x, y))
      }
    }
    return .failure(UnknownFrame(why: "its superviews go round in a loop"))
  }

  /// The view `view` is in now, or why there is none.
  func parent(of view: CodeView) -> Result<CodeView, CodeViewTreeMiss> {
    if case .superview(let inner) = view {
      guard case .success(let holder) = parent(of: inner) else { return .failure(.unknown) }
      return parent(of: holder)
    }
    guard let key = frameKey(view) else { return .failure(.unknown) }
    switch viewTree.places[key] {
    case .inView(let holder)?: return .success(holder)
    case .inNoView?: return .failure(.inNoView)
    case nil:
      if world?.transition?.inContainer.contains(key) == true { return .success(.containerView) }
      return .failure(.unknown)
    }
  }

  private func place(_ view: CodeView, _ place: CodeViewTree.Place) {
    guard let key = frameKey(view) else { return }
    viewTree.places[key] = place
  }
}

/// Why a view has no superview the tool knows.
enum CodeViewTreeMiss: Error {
  case inNoView
  case unknown
}
