/// A type that provides the tabs of a ``TabView``: a ``Tab``, a ``TabSection``, a `ForEach`
/// of tabs, or a type of your own whose ``body`` is made of them.
///
/// ```swift
/// struct LibraryTabs: TabContent {
///   var body: some TabContent<Int> {
///     Tab("Songs", systemImage: "music.note", value: 0) { SongList() }
///     Tab("Albums", systemImage: "square.stack", value: 1) { AlbumGrid() }
///   }
/// }
/// ```
///
/// Every tab in a tab view has the same ``TabValue``: the type of the tab view's selection
/// (`Never` for tabs without values, in a tab view that keeps its own selection). A type of
/// your own is built from its ``body`` each time its tab view is; it holds no state of its
/// own (the views in its tabs do).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the value that selects a tab: the same as its body's.
  associatedtype TabValue: Hashable where TabValue == Body.TabValue
  /// The type of tab content this content is made of.
  associatedtype Body: TabContent
  /// The tabs this content is made of.
  @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Body { get }
}

extension Never: TabContent {
  /// `Never` is the body type of tab content that Trellis builds itself.
  public typealias TabValue = Never
}

/// Tab content that Trellis builds itself has no body of its own: its `Body` is itself.
extension TabContent where Body == Self {
  /// Never called: tab content whose `Body` is itself is built by Trellis, and calling this
  /// traps.
  public var body: Self {
    fatalError("\(Self.self) is primitive tab content; its body is never called")
  }
}

/// Tab content that adds its tabs to a tab view's list without a body: tabs, sections,
/// groups of them and their modifiers.
@MainActor
protocol _TabContentRows {
  /// Adds the tabs, each a row of the list, identified within `context`.
  func _appendTabRows(to list: inout _RowList, context: _RowContext)
}

extension _RowList {
  /// Adds the tabs of `content`: its own rows if Trellis builds it, else those of its body.
  mutating func appendTabs(_ content: any TabContent, context: _RowContext) {
    if let rows = content as? any _TabContentRows {
      rows._appendTabRows(to: &self, context: context)
      return
    }
    func body<Content: TabContent>(of content: Content) -> any TabContent { content.body }
    appendTabs(body(of: content), context: context.child(.body))
  }
}

/// Several tabs in a row, as a ``TabContentBuilder`` block builds them; each keeps its
/// position as its identity.
public struct _TupleTabContent<TabValue: Hashable> {
  let children: [any TabContent]
}

extension _TupleTabContent: TabContent {
  /// Built by Trellis: its body is itself.
  public typealias Body = _TupleTabContent
}

extension _TupleTabContent: _TabContentRows {
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    for (index, child) in children.enumerated() {
      list.appendTabs(child, context: context.child(.index(index)))
    }
  }
}

/// One of two tab contents, as `if`/`else` builds them; the branches are different
/// identities.
public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>
where TrueContent.TabValue == FalseContent.TabValue {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalTabContent: TabContent {
  /// The value type of both branches.
  public typealias TabValue = TrueContent.TabValue
  /// Built by Trellis: its body is itself.
  public typealias Body = _ConditionalTabContent
}

extension _ConditionalTabContent: _TabContentRows {
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    switch storage {
    case .trueContent(let content): list.appendTabs(content, context: context.child(.branch(true)))
    case .falseContent(let content):
      list.appendTabs(content, context: context.child(.branch(false)))
    }
  }
}

/// Tab content that may be absent, as `if` without `else` builds it.
public struct _OptionalTabContent<Wrapped: TabContent> {
  let wrapped: Wrapped?
}

extension _OptionalTabContent: TabContent {
  /// The value type of the wrapped content.
  public typealias TabValue = Wrapped.TabValue
  /// Built by Trellis: its body is itself.
  public typealias Body = _OptionalTabContent
}

extension _OptionalTabContent: _TabContentRows {
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    if let wrapped { list.appendTabs(wrapped, context: context.child(.branch(true))) }
  }
}

/// No tabs, as an empty builder block makes.
public struct _EmptyTabContent<TabValue: Hashable> {}

extension _EmptyTabContent: TabContent {
  /// Built by Trellis: its body is itself.
  public typealias Body = _EmptyTabContent
}

extension _EmptyTabContent: _TabContentRows {
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {}
}

extension ForEach: TabContent where Content: TabContent {
  /// The value type of the tabs built for each element.
  public typealias TabValue = Content.TabValue
  /// Built by Trellis: its body is itself.
  public typealias Body = ForEach

  /// One tab (or several) per `Identifiable` element of `data`.
  ///
  /// (The builder's value type is a parameter of its own, `Value`, the tabs' `TabValue`, so
  /// that it is inferred from the tab view around the `ForEach`.)
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - content: Builds the tabs of one element.
  public init<Value>(
    _ data: Data, @TabContentBuilder<Value> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable, Value == Content.TabValue {
    self.init(data: data, idOf: { $0.id }, content: content)
  }

  /// One tab (or several) per element of `data`, identified by a key path of the element.
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path of each element's identity.
  ///   - content: Builds the tabs of one element.
  public init<Value>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<Value> content: @escaping (Data.Element) -> Content
  ) where Value == Content.TabValue {
    self.init(data: data, idOf: { $0[keyPath: id] }, content: content)
  }
}

extension ForEach: _TabContentRows where Content: TabContent {
  /// Each element's tabs, identified by the element's id: a tab keeps its state while its
  /// element stays in the data, wherever it moves.
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    for element in data {
      let id = _ChildID.explicit(AnyHashable(idOf(element)))
      list.appendTabs(content(element), context: context.child(id))
    }
  }
}
