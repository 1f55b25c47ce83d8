import Foundation

extension View {
  /// Sets what the tab bar of the ``TabView`` around this view shows for it: a title and an
  /// image (`Label("Inbox", systemImage: "tray")`, or a `Text` and an `Image`).
  ///
  /// ```swift
  /// TabView {
  ///   InboxView()
  ///     .tabItem { Label("Inbox", systemImage: "tray") }
  ///   SettingsView()
  ///     .tabItem {
  ///       Image(systemName: "gear")
  ///       Text("Settings")
  ///     }
  /// }
  /// ```
  ///
  /// The tab's title is the text of `label`, and its symbol the first `Image(systemName:)`
  /// in it. Outside a tab view the label is not shown, and the view is as it was.
  ///
  /// - Parameter label: The tab's title and image.
  /// - Returns: The view, with its tab item.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    _TabPage(content: self, label: label(), tag: nil, role: nil)
  }
}

/// One tab's view with its label: what `Tab` builds and what `tabItem(_:)` makes of a view.
/// Only the content is laid out and drawn; the tab view's bar shows the label's title and
/// symbol, read from the label's views, which stay in the graph unplaced.
struct _TabPage<Content: View, Label: View>: View {
  typealias Body = Never
  let content: Content
  let label: Label
  /// A `Tab`'s value, as the tag that selects it.
  let tag: _TypedTag?
  let role: TabRole?
}

/// A tab's page, as a tab view reads its traits.
@MainActor
protocol _TabPageProviding {
  var _tabTag: _TypedTag? { get }
  var _tabRole: TabRole? { get }
}

extension _TabPage: _TabPageProviding {
  var _tabTag: _TypedTag? { tag }
  var _tabRole: TabRole? { role }
}

extension _TabPage: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // The bar shows what the label says now.
    context.environment._tabViewState?.tabTraitsChanged()
    return .list([_Child(id: .index(0), view: content), _Child(id: .index(1), view: label)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_TabPageLayout()) }
}

/// Sizes and places the page's content (its first child) as it is; the label (its second)
/// is never placed.
struct _TabPageLayout: _WrappingLayout, Equatable {
  private func content(_ context: _LayoutContext) -> _Subviews {
    var nodes: [_ViewNode] = []
    if let first = context.node.children.first { _Subviews.collect(first, into: &nodes) }
    return _Subviews(nodes: nodes)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    _StackLayout.column.sizeThatFits(proposal, subviews: content(context), context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    _StackLayout.column.placeSubviews(
      in: bounds, proposal: proposal, subviews: content(context), context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    subviewAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: content(context), context: context)
  }

  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.children.first.flatMap { node.soleSubview(of: [$0]) }
  }
}
