import Testing
import TrellisCombine

private final class CountingCancellable: Cancellable {
  var cancels = 0
  func cancel() { cancels += 1 }
}

@Suite struct AnyCancellableTests {
  @Test func cancelsOnceOnCancelAndNotAgainOnDeinit() {
    var runs = 0
    var cancellable: AnyCancellable? = AnyCancellable { runs += 1 }
    cancellable?.cancel()
    cancellable?.cancel()
    cancellable = nil
    #expect(runs == 1)
  }

  @Test func cancelsOnDeinit() {
    var runs = 0
    do {
      let cancellable = AnyCancellable { runs += 1 }
      _ = cancellable
    }
    #expect(runs == 1)
  }

  @Test func wrapsAnotherCancellable() {
    let inner = CountingCancellable()
    let outer = AnyCancellable(inner)
    outer.cancel()
    #expect(inner.cancels == 1)
  }

  @Test func storesInASetAndInAnyRangeReplaceableCollection() {
    var runs = 0
    var set = Set<AnyCancellable>()
    var array: [AnyCancellable] = []
    var contiguous = ContiguousArray<AnyCancellable>()
    AnyCancellable { runs += 1 }.store(in: &set)
    AnyCancellable { runs += 1 }.store(in: &array)
    AnyCancellable { runs += 1 }.store(in: &contiguous)
    CountingCancellable().store(in: &set)
    #expect(set.count == 2)
    #expect(array.count == 1)
    #expect(contiguous.count == 1)
    set.removeAll()
    array.removeAll()
    contiguous.removeAll()
    #expect(runs == 3)
  }

  @Test func hashableByIdentity() {
    let first = AnyCancellable {}
    let second = AnyCancellable {}
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }
}
