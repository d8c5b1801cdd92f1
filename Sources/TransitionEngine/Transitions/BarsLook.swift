/// What a navigation controller's bars show at one moment: its top child, whether that
/// child's title is large (N-21) and the toolbar's items, nil while it is hidden (N-22).
struct BarsLook: Equatable {
  let top: String?
  let largeTitle: Bool
  let toolbar: [String]?
}
