/// How one role looks in a theme: a foreground colour (nil: the terminal's own) and attributes.
struct RoleLook: Hashable, Sendable {
  var color: Int16?
  var bold = false
  var dim = false
  var reverse = false
  var underline = false
}
