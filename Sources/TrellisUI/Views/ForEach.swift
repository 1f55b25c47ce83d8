/// Builds a view for each element of a collection, each with the element's id as its
/// identity: rows keep their state when others are inserted, removed or moved.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
  /// Drawn by Trellis: each element's view joins the parent's layout.
  public typealias Body = Never
  /// The elements.
  public var data: Data
  /// Builds the view of one element.
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  /// One view per element of `data`, identified by a key path of the element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = { $0[keyPath: id] }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per `Identifiable` element of `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// One view per number in a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let rows = _ForEachRows(self)
    return .list((0..<rows.count).map { rows.child(at: $0) })
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

/// Anything that can give its rows lazily (a `ForEach`), for `List` and `LazyVStack`.
@MainActor
protocol _LazyRowProvider {
  var _lazyRows: any _LazyChildren { get }
}

extension ForEach: _LazyRowProvider {
  var _lazyRows: any _LazyChildren { _ForEachRows(self) }
}

struct _ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: _LazyChildren {
  let forEach: ForEach<Data, ID, Content>
  init(_ forEach: ForEach<Data, ID, Content>) { self.forEach = forEach }

  var count: Int { forEach.data.count }

  private func element(at index: Int) -> Data.Element {
    let data = forEach.data
    return data[data.index(data.startIndex, offsetBy: index)]
  }

  func id(at index: Int) -> _ChildID { .explicit(AnyHashable(forEach.idOf(element(at: index)))) }

  func child(at index: Int) -> _Child {
    let element = element(at: index)
    return _Child(id: .explicit(AnyHashable(forEach.idOf(element))), view: forEach.content(element))
  }
}

extension ForEach: View {}
