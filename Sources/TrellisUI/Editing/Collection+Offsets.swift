import Foundation

extension MutableCollection {
  /// Moves the elements at the offsets in `source` so that they stand, in their order, just
  /// before the element that was at offset `destination`, keeping the order of the others.
  ///
  /// Offsets count from the start of the collection, whatever its index type. Of the
  /// elements not moved, those before `destination` end up before the moved ones, and those
  /// at or after it end up after them. It is what an `onMove` action is given:
  ///
  /// ```swift
  /// ForEach(names, id: \.self) { Text($0) }
  ///   .onMove { names.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  ///
  /// An offset outside the collection, or a `destination` outside `0...count`, stops the
  /// program with a message saying which, as Apple's does.
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move.
  ///   - destination: The offset of the element before which the moved elements go, in the
  ///     collection as it was before the move; `count` moves them to the end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let count = self.count
    precondition(
      destination >= 0 && destination <= count,
      "move(fromOffsets:toOffset:): destination \(destination) is outside 0...\(count)")
    if let last = source.last {
      precondition(
        last < count,
        "move(fromOffsets:toOffset:): offset \(last) is outside a collection of \(count) elements"
      )
    }
    guard !source.isEmpty else { return }
    let elements = Array(self)
    var arranged: [Element] = []
    arranged.reserveCapacity(count)
    for offset in 0..<destination where !source.contains(offset) {
      arranged.append(elements[offset])
    }
    for offset in source { arranged.append(elements[offset]) }
    for offset in destination..<count where !source.contains(offset) {
      arranged.append(elements[offset])
    }
    var index = startIndex
    for element in arranged {
      self[index] = element
      formIndex(after: &index)
    }
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at the offsets in `offsets`, counted from the start of the
  /// collection; what an `onDelete` action is given:
  ///
  /// ```swift
  /// ForEach(names, id: \.self) { Text($0) }
  ///   .onDelete { names.remove(atOffsets: $0) }
  /// ```
  ///
  /// An offset outside the collection stops the program with a message saying which, as
  /// Apple's does; nothing is removed then.
  ///
  /// - Parameter offsets: The offsets of the elements to remove.
  public mutating func remove(atOffsets offsets: IndexSet) {
    guard let last = offsets.last else { return }
    let count = self.count
    precondition(
      last < count,
      "remove(atOffsets:): offset \(last) is outside a collection of \(count) elements")
    // From the end, so that the offsets still ahead keep pointing at their elements.
    for range in offsets.rangeView.reversed() {
      let lower = index(startIndex, offsetBy: range.lowerBound)
      let upper = index(lower, offsetBy: range.count)
      removeSubrange(lower..<upper)
    }
  }
}
