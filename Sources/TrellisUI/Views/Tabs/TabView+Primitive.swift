import Foundation

extension TabView: _PrimitiveView {
  /// The bar, then a slot per tab (and one per section header, never shown), each with the
  /// identity of its tab in the content: a `ForEach` element's id, a position. A tab keeps
  /// its slot, and so its state, for as long as it keeps its identity.
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let state = node.tabViewState
    state.node = node
    state.isReconciling = true
    // Read now: the description is tracked, so a change of the selection updates the tabs.
    state.selection = selection.map { _PickerSource($0).erased }
    let rows = (content as? any _TabRowsProviding)?._tabRows ?? _RowList(content)
    var children = [_Child(id: .index(0), view: _TabBar(state: state))]
    children.reserveCapacity(rows.count + 1)
    for index in 0..<rows.count {
      let row = rows.row(at: index)
      let isHeader = rows.role(at: index) == .header
      var implicitTag: _TypedTag?
      if !isHeader, case .explicit(let id) = row.key.id {
        implicitTag = _TypedTag(value: id, type: type(of: id.base), includeOptional: true)
      }
      let rowEnvironment = row.environment
      children.append(
        _Child(
          id: .explicit(AnyHashable(row.key)),
          view: _TabSlot(
            content: row.view, implicitTag: implicitTag, section: rows.section(at: index),
            isHeader: isHeader),
          environment: { environment in
            rowEnvironment?(&environment)
            environment._tabViewState = state
          }))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_TabViewLayout(state: node.tabViewState))
  }
}

extension TabView: _ReconcileObserving {
  /// Every tab's views are up to date: the tab view reads them.
  func _didReconcileChildren(of node: _ViewNode) {
    let state = node.tabViewState
    state.isReconciling = false
    state.refresh()
  }
}

/// One tab's views in its tab view: laid out and drawn only while the tab is selected, kept
/// out of view (state and all) while it is not.
struct _TabSlot: View {
  typealias Body = Never
  let content: any View
  /// The id of the `ForEach` element the tab was built for, which selects it when it has no
  /// value or tag of its own.
  let implicitTag: _TypedTag?
  /// The number of the `TabSection` it is in.
  let section: Int?
  /// Whether it holds a section's header rather than a tab.
  let isHeader: Bool
}

extension _TabSlot: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_TabSlotLayout()) }
}

/// A tab's content in the space below the bar, centred in it as a window centres its
/// content; the slot takes all of that space.
struct _TabSlotLayout: _Layout, Equatable {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let size = _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
    return CGSize(
      width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
      height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let size = _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
    let width = min(size.width, bounds.width)
    let height = min(size.height, bounds.height)
    _StackLayout.column.placeSubviews(
      in: CGRect(
        x: bounds.minX
          + _aligned(width, in: bounds.width, fraction: 0.5, along: .horizontal, context: context),
        y: bounds.minY
          + _aligned(height, in: bounds.height, fraction: 0.5, along: .vertical, context: context),
        width: width, height: height),
      proposal: proposal, subviews: subviews, context: context)
  }
}

/// The bar across the top, the selected tab's slot in the rest; the other slots are not
/// placed, so nothing of them is drawn or reachable.
struct _TabViewLayout: _Layout {
  let state: _TabViewState

  /// The bar's subview and the selected tab's, if one is selected.
  @MainActor private func parts(_ subviews: _Subviews) -> (bar: _Subview?, tab: _Subview?) {
    let bar = subviews.first { $0.node.view is _TabBar }
    guard let index = state.selectedIndex, state.tabs.indices.contains(index) else {
      return (bar, nil)
    }
    let slot = state.tabs[index].node
    return (bar, subviews.first { $0.node === slot })
  }

  @MainActor private func barHeight(_ bar: _Subview?, width: CGFloat?, context: _LayoutContext)
    -> CGFloat
  {
    bar?.sizeThatFits(ProposedViewSize(width: width, height: nil), context: context).height ?? 0
  }

  private func tabProposal(_ proposal: ProposedViewSize, bar: CGFloat) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (bar, tab) = parts(subviews)
    let barSize =
      bar?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil), context: context)
      ?? .zero
    let tabSize =
      tab?.sizeThatFits(tabProposal(proposal, bar: barSize.height), context: context) ?? .zero
    // A tab view takes the space it is offered, as a window's content does.
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    return CGSize(
      width: width ?? max(barSize.width, tabSize.width),
      height: height ?? barSize.height + tabSize.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let (bar, tab) = parts(subviews)
    let height = min(barHeight(bar, width: bounds.width, context: context), bounds.height)
    if let bar {
      bar.place(
        in: CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height),
        proposal: ProposedViewSize(width: bounds.width, height: nil), context: context)
    }
    guard let tab else { return }
    let area = CGRect(
      x: bounds.minX, y: bounds.minY + height, width: bounds.width,
      height: max(0, bounds.height - height))
    tab.place(
      in: area, proposal: ProposedViewSize(width: area.width, height: area.height),
      context: context)
  }
}
