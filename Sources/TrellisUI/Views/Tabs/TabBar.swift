import Foundation

/// A tab view's bar: the control that shows the tabs and selects one. Its tabs are read from
/// the tab view's slots (see TabViewState.swift).
struct _TabBar: View {
  typealias Body = Never
  let state: _TabViewState
}

extension _TabBar: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // Told that a tab's label, badge or tag changed (its views are up to date by now): the
    // tabs are read again. While the tab view itself is being updated, it reads them once
    // all its tabs are.
    if !state.isReconciling { state.refresh() }
    return .list([])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_TabBarLayout(state: state)) }

  func _control(node: _ViewNode) -> _Control? { .tabBar(state) }
}

/// The bar takes the tab view's width and the height the host measures for its tabs.
struct _TabBarLayout: _Layout {
  let state: _TabViewState

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let size = context.measurer.size(
      of: .tabBar(state.barItem(highlighted: nil).measured), proposal: .unspecified)
    return CGSize(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width, height: size.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {}

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    // The keyboard's tab shows while the bar has focus.
    let item = state.barItem(highlighted: context.isFocused ? state.keyboardTab : nil)
    let shown = _ControlItem(
      kind: .tabBar(item), isEnabled: context.isEnabled, isFocused: context.isFocused,
      tint: context.environment.tint)
    return [(frame, .control(shown))]
  }
}

/// A tab view's bar as its host draws it.
@_spi(TrellisHost) public struct _TabBarItem: Equatable, Sendable {
  @_spi(TrellisHost) public var tabs: [_TabBarTab]
  /// The tab shown; `nil` when the selection matches none.
  @_spi(TrellisHost) public var selected: Int?
  /// The tab the keyboard is on while the bar has focus; `nil` otherwise.
  @_spi(TrellisHost) public var highlighted: Int?

  /// The bar as the host measures it.
  @_spi(TrellisHost) public var measured: _MeasuredTabBar {
    _MeasuredTabBar(
      tabs: tabs.map {
        _MeasuredTabBar.Tab(title: $0.title, glyph: $0.glyph, icon: $0.icon, badge: $0.badge)
      })
  }
}

/// One tab in a bar: its title, its symbol's glyph and icon, and its badge.
@_spi(TrellisHost) public struct _TabBarTab: Hashable, Sendable {
  @_spi(TrellisHost) public var title: String
  @_spi(TrellisHost) public var glyph: String?
  @_spi(TrellisHost) public var icon: String?
  @_spi(TrellisHost) public var badge: String?
}
