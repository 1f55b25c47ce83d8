/// Builds the tabs of a ``TabView`` from the statements of a closure: ``Tab``s,
/// ``TabSection``s, `ForEach`es of tabs, `if`/`else` and `if` without `else`. Every tab has
/// the same selection value type, `TabValue`.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
  /// The tabs of a builder block as a view: what a ``TabView`` made from tabs holds.
  public struct Content<C: TabContent> where C.TabValue == TabValue {
    let content: C
  }

  /// An empty block builds no tabs.
  public static func buildBlock() -> _EmptyTabContent<TabValue> { _EmptyTabContent() }

  /// One tab content is passed through unchanged.
  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
    content
  }

  /// Two tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<C0: TabContent, C1: TabContent>(_ c0: C0, _ c1: C1)
    -> _TupleTabContent<TabValue> where C0.TabValue == TabValue, C1.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1])
  }

  /// 3 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> _TupleTabContent<TabValue>
  where C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue {
    _TupleTabContent(children: [c0, c1, c2])
  }

  /// 4 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3])
  }

  /// 5 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3, c4])
  }

  /// 6 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3, c4, c5])
  }

  /// 7 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3, c4, c5, c6])
  }

  /// 8 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  /// 9 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  /// 10 tab contents, in order, each keeping its position as its identity.
  public static func buildBlock<
    C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent, C5: TabContent,
    C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> _TupleTabContent<TabValue>
  where
    C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
    C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
    C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue,
    C9.TabValue == TabValue
  {
    _TupleTabContent(children: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  /// Passes each tab statement through unchanged.
  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue {
    content
  }

  /// `if` without `else`: the tabs, or none.
  public static func buildIf<C: TabContent>(_ content: C?) -> _OptionalTabContent<C>
  where C.TabValue == TabValue {
    _OptionalTabContent(wrapped: content)
  }

  /// The first branch of `if`/`else` or of a `switch`.
  public static func buildEither<T: TabContent, F: TabContent>(first: T)
    -> _ConditionalTabContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue
  {
    _ConditionalTabContent(storage: .trueContent(first))
  }

  /// The second branch of `if`/`else` or of a `switch`.
  public static func buildEither<T: TabContent, F: TabContent>(second: F)
    -> _ConditionalTabContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue
  {
    _ConditionalTabContent(storage: .falseContent(second))
  }

  /// `if #available`: passed through.
  public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue {
    content
  }
}

/// What a tab view reads its tabs from, when they are not views (``TabContentBuilder``'s
/// content).
@MainActor
protocol _TabRowsProviding {
  /// The tabs, one row each, with their identities.
  var _tabRows: _RowList { get }
}

extension TabContentBuilder.Content: View {
  /// Drawn by Trellis: the tab view shows the tabs.
  public typealias Body = Never
}

extension TabContentBuilder.Content: _TabRowsProviding {
  var _tabRows: _RowList {
    var list = _RowList()
    list.appendTabs(content, context: _RowContext())
    return list
  }
}

extension TabContentBuilder.Content: _PrimitiveView {
  /// Never shown by itself: a ``TabView`` reads its tabs. Outside one, it shows nothing.
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}
