/// A bar call that changes nothing: the bar is already so (N-20, N-22).
struct BarRefusal: Error {
  let warning: String
}
