/// Several views side by side, as a ``ViewBuilder`` block produces them. Each child's position
/// is its identity.
public struct TupleView<T> {
  /// Drawn by Trellis: the children join the parent's layout.
  public typealias Body = Never
  /// The children, as a tuple.
  public var value: T
  let children: [any View]

  /// Wraps a tuple of views.
  public init(_ value: T) {
    self.value = value
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }
}

extension TupleView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list(children.enumerated().map { _Child(id: .index($0.offset), view: $0.element) })
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension TupleView: View {}

/// The views of a ``TupleView``, for containers that treat each one on its own (the title and
/// subtitle of a `LabeledContent`'s label).
@MainActor
protocol _TupleViewParts {
  var _parts: [any View] { get }
}

extension TupleView: _TupleViewParts {
  var _parts: [any View] { children }
}

extension TupleView: _RowFlattening {
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    for (index, child) in children.enumerated() {
      list.append(child, context: context.child(.index(index)))
    }
  }
}
