import Testing
import TrellisCombine

/// `@Published` storage details that its fast set path must keep.
@Suite struct PublishedStorageTests {
  final class Holder: ObservableObject {
    @Published var item: Item?
  }

  /// Reads the property that held it while it is deinitialised.
  final class Item {
    weak var holder: Holder?
    var onDeinit: (Item?) -> Void = { _ in }
    deinit { onDeinit(holder?.item) }
  }

  @Test func replacedValueIsReleasedAfterTheStoreCompletes() {
    let holder = Holder()
    var seenFromDeinit: [Bool] = []
    do {
      let item = Item()
      item.holder = holder
      // The old value's deinit reads the property: no lock may be held while it runs, and
      // it sees the new value.
      item.onDeinit = { current in seenFromDeinit.append(current == nil) }
      holder.item = item
    }
    holder.item = nil
    #expect(seenFromDeinit == [true])
  }

  @Test func setsAreObservedByBothPublishersBeforeTheStore() {
    final class Model: ObservableObject {
      @Published var count = 0
    }
    let model = Model()
    var log: [String] = []
    let change = model.objectWillChange.sink { log.append("will \(model.count)") }
    let value = model.$count.sink { log.append("value \($0) old \(model.count)") }
    model.count = 1
    model.count = 2
    #expect(log == ["value 0 old 0", "will 0", "value 1 old 0", "will 1", "value 2 old 1"])
    change.cancel()
    value.cancel()
  }
}
