/// Builds a view for each element of a collection, each with the element's id as its
/// identity: rows keep their state when others are inserted, removed or moved.
///
/// Its content is views (a ``View``) or tabs (a ``TabContent``, in a ``TabView``).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements.
  public var data: Data
  /// Builds the view (or tab) of one element.
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID

  init(
    data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.idOf = idOf
  }
}

extension ForEach where Content: View {
  /// One view per element of `data`, identified by a key path of the element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per `Identifiable` element of `data`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// One view per number in a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: _PrimitiveView where Content: View {
  func _children(in context: _ChildContext) -> _Children {
    let rows = _ForEachRows(self)
    return .list((0..<rows.count).map { _Child(id: rows.id(at: $0), view: rows.view(at: $0)) })
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

extension ForEach: _RowFlattening where Content: View {
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    let rows = _ForEachRows(self)
    guard (Content.self as? any _RowFlattening.Type)?._flattensInForEach == true else {
      list.appendForEach(rows, context: context)
      return
    }
    // Each element is several rows (a section, a nested `ForEach`): its content is built
    // now, to find them.
    for index in 0..<rows.count {
      let element = rows.element(at: index)
      list.append(content(element), context: context.child(rows.id(at: index)))
    }
  }
}

/// The elements of a `ForEach` as rows; each row evaluates the content closure for its
/// element when the graph evaluates the row.
struct _ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: _ForEachElements {
  let forEach: ForEach<Data, ID, Content>
  init(_ forEach: ForEach<Data, ID, Content>) { self.forEach = forEach }

  var count: Int { forEach.data.count }

  func element(at index: Int) -> Data.Element {
    let data = forEach.data
    return data[data.index(data.startIndex, offsetBy: index)]
  }

  func id(at index: Int) -> _ChildID { .explicit(AnyHashable(forEach.idOf(element(at: index)))) }

  func view(at index: Int) -> any View {
    _ForEachRow(element: element(at: index), content: forEach.content)
  }

  func offset(ofID id: AnyHashable) -> Int? {
    var offset = 0
    for element in forEach.data {
      if AnyHashable(forEach.idOf(element)) == id { return offset }
      offset += 1
    }
    return nil
  }

  func offset(ofContentID id: AnyHashable) -> Int? {
    guard Content.self is any _ExplicitlyIdentified.Type else { return nil }
    var offset = 0
    for element in forEach.data {
      if (forEach.content(element) as? any _ExplicitlyIdentified)?._explicitID == id {
        return offset
      }
      offset += 1
    }
    return nil
  }
}

/// One element's view in a `ForEach`: its body runs the content closure for the element, so
/// what the closure reads (the element's `@Observable` properties, the owner's `@State`) is
/// tracked for this row alone, and a change re-evaluates this row only.
struct _ForEachRow<Element, Content: View>: View, _ForEachRowMarker {
  let element: Element
  let content: (Element) -> Content
  var body: Content { content(element) }
}

extension ForEach: View where Content: View {
  /// Drawn by Trellis: each element's view joins the parent's layout.
  public typealias Body = Never
}
