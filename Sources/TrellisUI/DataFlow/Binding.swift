/// A two-way connection to a value that someone else owns.
///
/// A view that takes a `@Binding` reads and writes its owner's value: a write updates the
/// owner and every view that shows the value. Make one from `@State` (`$value`), from an
/// object property (`$model.name`), with ``init(get:set:)``, or as a ``constant(_:)``.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let location: _Location<Value>
  /// The value when the binding was made, for a location whose readers are not tracked: a
  /// view given a binding to a changed value is given a changed input, and updates.
  let snapshot: Value?

  init(location: _Location<Value>) {
    self.location = location
    snapshot = location.isTracked ? nil : location.get()
  }

  /// A binding that reads with `get` and writes with `set`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(location: _ClosureLocation(get: get, set: set))
  }

  /// A binding to an unchanging value; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: _ConstantLocation(value))
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  /// The binding itself, so `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// Creates the binding from another binding; what `@Binding var x` is initialised with.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(location: _KeyPathLocation(base: location, keyPath: keyPath))
  }
}

extension Binding {
  /// A binding to a non-optional value, seen as optional.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
  }

  /// A binding to an optional value, if it currently holds one.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    var last = current
    self.init(
      get: {
        if let value = base.wrappedValue { last = value }
        return last
      },
      set: {
        // Remembered on writes too, so that a base that becomes nil afterwards reads back
        // what was last written, not an older value.
        last = $0
        base.wrappedValue = $0
      })
  }

  /// A binding to a hashable value, seen as `AnyHashable`.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(
      get: { AnyHashable(base.wrappedValue) },
      set: { if let value = $0.base as? V { base.wrappedValue = value } })
  }
}

extension Binding: _DynamicPropertyField {
  @MainActor mutating func _link(to node: _ViewNode, slot: Int, name: String) {}

  static func _sourceDescription(_ pointer: UnsafeRawPointer) -> String? {
    pointer.assumingMemoryBound(to: Binding<Value>.self).pointee.location.sourceDescription
  }

  static func _inputsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    let left = lhs.assumingMemoryBound(to: Binding<Value>.self).pointee
    let right = rhs.assumingMemoryBound(to: Binding<Value>.self).pointee
    guard left.location.isSame(as: right.location) else { return false }
    switch (left.snapshot, right.snapshot) {
    case (nil, nil): return true
    case (let old?, let new?): return _sameSnapshot(old, new)
    default: return false
    }
  }
}

/// Whether two values a binding saw are the same: by `==` when equatable, by identity for
/// objects; other values count as changed.
private func _sameSnapshot<Value>(_ old: Value, _ new: Value) -> Bool {
  if let old = old as? any Equatable {
    func open<E: Equatable>(_ old: E) -> Bool { (new as? E) == old }
    return open(old)
  }
  if Value.self is AnyClass {
    return (old as AnyObject) === (new as AnyObject)
  }
  return false
}

extension Binding: Identifiable where Value: Identifiable {
  /// The identifier of the bound value, read now; lets `ForEach($items)` identify each row's
  /// binding by its element.
  public var id: Value.ID { wrappedValue.id }
}

// `ForEach($items) { $item in ... }`: a binding to a collection is a collection of bindings.
extension Binding: Sequence where Value: MutableCollection {
  /// Each element is a binding to one element of the bound collection.
  public typealias Element = Binding<Value.Element>
  /// Iterates the element bindings in index order.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A contiguous part of the bound collection, whose elements are bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The bound collection's index type.
  public typealias Index = Value.Index
  /// The bound collection's indices.
  public typealias Indices = Value.Indices
  /// The bound collection's first index, read from its current value.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The index past the bound collection's last element, read from its current value.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The bound collection's current indices.
  public var indices: Indices { wrappedValue.indices }
  /// The index after `index` in the bound collection.
  public func index(after index: Index) -> Index { wrappedValue.index(after: index) }
  /// A binding to the element at `position`.
  ///
  /// The binding reads and writes through the position, not the element: if the collection
  /// is reordered or shortened afterwards, it refers to whatever is at that position then.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: _ElementLocation(base: location, index: position))
  }
}

extension Binding: BidirectionalCollection
where Value: MutableCollection & BidirectionalCollection {
  /// The index before `index` in the bound collection.
  public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}
