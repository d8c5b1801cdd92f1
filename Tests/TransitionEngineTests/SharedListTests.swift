import TestSupport
import Testing

@testable import TransitionEngine

/// `SharedList` against a plain array: random appends, kept starts and appends over what a
/// kept start left, across tries that grow past one and two levels; every version keeps its
/// own elements, and the common start of two versions is the one the arrays have.
@Suite struct SharedListTests {
  @Test func randomVersionsAgreeWithArrays() {
    var random = SeededRandom(state: 23)
    var versions: [(list: SharedList<Int>, array: [Int])] = [([], [])]
    var largest = 0
    for round in 0..<3_000 {
      var (list, array) = versions[random.below(versions.count)]
      switch random.below(4) {
      case 0:
        let keep = random.below(array.count + 1)
        list = list.keepingFirst(keep)
        array = Array(array.prefix(keep))
      default:
        // Long runs of appends, so that some versions pass 32 and 1,024 elements.
        for _ in 0..<(1 + random.below(random.oneIn(20) ? 1_200 : 40)) {
          let value = random.below(50) + round * 100
          list.append(value)
          array.append(value)
        }
      }
      versions.append((list, array))
      largest = max(largest, array.count)
      // The version just made, and one made before it, which must not have changed.
      let older = versions[random.below(versions.count)]
      #expect(Array(list) == array)
      #expect(Array(older.list) == older.array)
      if versions.count > 60 { versions.removeFirst(random.below(versions.count)) }
    }
    for (list, array) in versions {
      #expect(Array(list) == array)
      #expect(list.count == array.count)
      #expect((0..<array.count).allSatisfy { list[$0] == array[$0] })
    }
    for _ in 0..<400 {
      let a = versions[random.below(versions.count)]
      let b = versions[random.below(versions.count)]
      let expected = zip(a.array, b.array).prefix { $0 == $1 }.count
      #expect(a.list.commonPrefixCount(with: b.list) == expected)
      #expect((a.list == b.list) == (a.array == b.array))
    }
    #expect(largest > 1_024)
  }

  /// A pop keeps the stack's start and a push adds to it: the versions share their nodes, and
  /// finding where they part does not compare the elements of the shared nodes.
  @Test func aPopAndAPushShareTheStart() {
    let stack = SharedList((0..<5_000).map { "C\($0)" })
    let popped = stack.keepingFirst(4_999)
    let pushed = popped.appending("D")
    #expect(popped.commonPrefixCount(with: stack) == 4_999)
    #expect(pushed.commonPrefixCount(with: stack) == 4_999)
    #expect(Array(pushed.suffix(2)) == ["C4998", "D"])
    #expect(stack.last == "C4999")
    #expect(pushed != stack)
    #expect(SharedList(Array(stack)) == stack)
    #expect(stack.keepingFirst(0).isEmpty)
  }
}
