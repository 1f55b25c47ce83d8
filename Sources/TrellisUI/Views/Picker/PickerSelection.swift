/// Where a picker's selection comes from: one binding, or the same binding of each of several
/// sources (`Picker(sources:selection:)`).
struct _PickerSource<Value: Hashable> {
  /// The values now, one per source.
  let read: () -> [Value]
  /// Sets every source to a value.
  let write: (Value) -> Void

  init(_ binding: Binding<Value>) {
    read = { [binding.wrappedValue] }
    write = { binding.wrappedValue = $0 }
  }

  init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<Value>>) {
    read = { sources.map { $0[keyPath: selection].wrappedValue } }
    write = { value in
      for source in sources { source[keyPath: selection].wrappedValue = value }
    }
  }

  /// The selection as the picker's layout and hosts see it. Its values are read now (the
  /// description that makes it is tracked, so a change of the value updates the picker), and
  /// again whenever it is asked, so that a choice made before the next update sees the last.
  var erased: _PickerSelection {
    let read = self.read
    let write = self.write
    _ = read()
    return _PickerSelection(
      read: { read().map(_unwrappedHashable) }, valueType: Value.self,
      wrappedType: (Value.self as? any _OptionalValue.Type)?.wrappedType,
      write: { tag in
        guard let value = tag.base as? Value else { return false }
        write(value)
        return true
      })
  }
}

/// A picker's selection without its type: its values now, which tags it takes, and how to
/// choose one.
struct _PickerSelection {
  /// Reads the value of each source (one for a picker over one binding).
  let read: () -> [AnyHashable]
  /// The selection's type, which an option's tag must have.
  let valueType: Any.Type
  /// The wrapped type, for an optional selection: tags of it count too (`includeOptional`).
  let wrappedType: Any.Type?
  /// Sets the selection to a tag's value; `false` when the value is not of its type.
  let write: (AnyHashable) -> Bool

  /// Whether an option tagged `tag` can stand for a value of the selection.
  func accepts(_ tag: _TypedTag) -> Bool {
    _TypedTag.fits(tag, valueType: valueType, wrappedType: wrappedType)
  }

  /// The value of each source now.
  var values: [AnyHashable] { read() }

  /// Whether the sources hold different values.
  var isMixed: Bool { Set(values).count > 1 }
}

/// `Optional`, told apart at run time, with the type it wraps.
protocol _OptionalValue {
  static var wrappedType: Any.Type { get }
  /// The wrapped value, when there is one and it is hashable.
  var wrappedHashable: AnyHashable? { get }
}

extension Optional: _OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedHashable: AnyHashable? {
    guard case .some(let wrapped) = self, let hashable = wrapped as? AnyHashable else {
      return nil
    }
    return hashable
  }
}

/// `value` as a hashable with an optional's wrapped value in place of the optional, so that
/// `Optional(x)` equals `x` as tags and selections (a value made `AnyHashable` in generic code
/// keeps its optional, unlike one made from a concrete type).
func _unwrappedHashable<V: Hashable>(_ value: V) -> AnyHashable {
  if let optional = value as? any _OptionalValue, let wrapped = optional.wrappedHashable {
    return wrapped
  }
  return AnyHashable(value)
}
