/// Each controller's first place in the world's creation order, kept up to date as the order
/// grows (it only ever grows; a shorter one is ranked anew).
struct CreationRanks {
  private var ranks: [String: Int] = [:]
  private var counted = 0

  subscript(name: String) -> Int? { ranks[name] }

  /// Ranks the names `order` added since the last call.
  mutating func follow(_ order: [String]) {
    if order.count < counted {
      ranks = [:]
      counted = 0
    }
    for index in counted..<order.count where ranks[order[index]] == nil {
      ranks[order[index]] = index
    }
    counted = order.count
  }
}
