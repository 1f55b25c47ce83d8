extension View {
  /// Tags this view with `tag`, the value a picker or a tab view selects when this view is
  /// chosen. The tag does not change how the view looks.
  ///
  /// A picker selects only the options whose tags have its selection's type. With
  /// `includeOptional` (the default), a tag of type `V` also stands for `V?`, so the same
  /// options serve a picker over an optional selection:
  ///
  /// ```swift
  /// Picker("Flavor", selection: $favourite) {  // favourite: Flavor?
  ///   Text("None").tag(Flavor?.none)
  ///   Text("Vanilla").tag(Flavor.vanilla)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - tag: The value the view stands for.
  ///   - includeOptional: Whether the tag also matches a selection of type `V?`.
  public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    modifier(
      _TagModifier(
        tag: _unwrappedHashable(tag), valueType: V.self, includeOptional: includeOptional))
  }
}

/// Stores a view's tag in the view graph (on the modified view's node) for containers that
/// select among their children.
struct _TagModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let tag: AnyHashable
  /// The type the tag was given as (`AnyHashable` unwraps optionals; a picker matches types).
  var valueType: Any.Type
  var includeOptional = true
}

/// A view that carries a tag.
@MainActor
protocol _TagProviding {
  var _tag: AnyHashable { get }
  /// The tag with its type, as a picker matches it against its selection.
  var _typedTag: _TypedTag { get }
}

extension ModifiedContent: _TagProviding where Content: View, Modifier == _TagModifier {
  var _tag: AnyHashable { modifier.tag }
  var _typedTag: _TypedTag {
    _TypedTag(
      value: modifier.tag, type: modifier.valueType, includeOptional: modifier.includeOptional)
  }
}

/// A tag and the type it was given as: a picker selects an option only when the tag's type
/// is its selection's (or, with `includeOptional`, the selection's wrapped type).
struct _TypedTag {
  let value: AnyHashable
  let type: Any.Type
  let includeOptional: Bool

  /// Whether `tag` stands for a value of a selection of `valueType` (a picker's, a list's):
  /// it has that type, or (with `includeOptional`) the type the optional `valueType` wraps.
  static func fits(_ tag: _TypedTag, valueType: Any.Type, wrappedType: Any.Type?) -> Bool {
    if tag.type == valueType { return true }
    return tag.includeOptional && wrappedType.map { $0 == tag.type } == true
  }
}

extension _ViewNode {
  /// The tag of this view: set on this node, or on an enclosing node that adds no layout of
  /// its own (a tag on a composite view or on modifiers around this one). The innermost wins.
  var tagValue: AnyHashable? {
    var current: _ViewNode? = self
    while let node = current {
      if let tagged = node.view as? _TagProviding { return tagged._tag }
      current = node.parent
      guard let parent = current, case .transparent = parent.layout else { return nil }
    }
    return nil
  }

  /// The first tag found in this node or down its chain of only children (a row's tag, as
  /// a picker reads it).
  var firstTag: AnyHashable? {
    var current: _ViewNode? = self
    while let node = current {
      if let tagged = node.view as? _TagProviding { return tagged._tag }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    return nil
  }
}

extension HostElement {
  /// The value given to this view with `tag(_:)`, if any.
  package var tag: AnyHashable? { node.tagValue }
}
