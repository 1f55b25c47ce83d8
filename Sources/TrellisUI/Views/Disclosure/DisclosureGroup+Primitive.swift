import Foundation

/// What hosts and tests read from any disclosure group, whatever its label and content.
@MainActor
protocol _DisclosureGroupDescribing {
  /// Whether a style of the app's own draws this group in `environment`.
  func _isCustomStyled(in environment: EnvironmentValues) -> Bool
  /// Whether the group in `node` is expanded: the binding it was given, or its own state.
  func _expansion(in node: _ViewNode) -> Binding<Bool>
}

extension DisclosureGroup: _DisclosureGroupDescribing {
  func _isCustomStyled(in environment: EnvironmentValues) -> Bool {
    !isBuiltInLook && environment.customDisclosureGroupStyle != nil
  }

  func _expansion(in node: _ViewNode) -> Binding<Bool> { node.disclosureExpansion(isExpanded) }
}

extension DisclosureGroup: _PrimitiveView {
  /// The header (index 0) and, while expanded, the content indented under it (index 1); or,
  /// in a style of the app's own, that style's body (index 2). The content is built only
  /// while it is shown, so collapsing the group removes it with its state.
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let expanded = node.disclosureExpansion(isExpanded)
    if !isBuiltInLook, let style = context.environment.customDisclosureGroupStyle {
      let content = self.content
      let configuration = DisclosureGroupStyleConfiguration(
        label: .init(content: AnyView(label)),
        content: .init(
          make: { AnyView(content()) }, styles: context.environment.disclosureGroupStyles),
        isExpanded: expanded)
      return .list([
        _Child(id: .index(2), view: style._body(configuration), environment: _popDisclosureStyle)
      ])
    }
    var children = [
      _Child(id: .index(0), view: _DisclosureHeader(label: label, isExpanded: expanded))
    ]
    if expanded.wrappedValue {
      children.append(_Child(id: .index(1), view: _DisclosureContent(content: content())))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    if _isCustomStyled(in: node.environment) { return .layout(_StyledBodyLayout(isLeading: true)) }
    // The header, then the content under it, lined up on the leading edge.
    return .layout(
      _StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: nil))
  }
}

/// A style's body sees the styles set outside it: its `DisclosureGroup(configuration)` takes
/// the next one out.
private func _popDisclosureStyle(_ environment: inout EnvironmentValues) {
  if !environment.disclosureGroupStyles.isEmpty { environment.disclosureGroupStyles.removeLast() }
}

extension DisclosureGroup: _RowFlattening {
  /// In a list, the header is a row and, while expanded, so is each of the content's views,
  /// indented under it (a disclosure group among them nests further). The content is built
  /// only while expanded. A group a style of the app's own draws is one row: its body.
  func _appendRows(to list: inout _RowList, context: _RowContext) {
    guard !isBuiltInLook, !list.drawsDisclosureGroupsInStyle else {
      list.appendRow(self, context: context)
      return
    }
    let expanded = list.expansion(isExpanded, at: context.containerPath)
    list.appendRow(
      _DisclosureHeader(label: label, isExpanded: expanded), context: context.child(.index(0)))
    guard expanded.wrappedValue else { return }
    list.append(
      content(), context: context.child(.index(1)).wrapping { _DisclosureIndent.indenting($0) })
  }
}

/// The header of a disclosure group or a collapsible section: its label after an indicator
/// the host draws, a control that expands and collapses it.
struct _DisclosureHeader<Label: View>: View {
  typealias Body = Never
  let label: Label
  let isExpanded: Binding<Bool>
}

extension _DisclosureHeader: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: label)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(
      _DecoratedLayout(
        control: .disclosure, isOn: isExpanded.wrappedValue, tint: node.environment.tint,
        controlSize: node.environment.controlSize))
  }

  func _control(node: _ViewNode) -> _Control? { .disclosure(isExpanded: isExpanded) }
}

/// A disclosure group's content outside a list: a leading column, indented so that it lines
/// up with the header's label.
struct _DisclosureContent<Content: View>: View {
  typealias Body = Never
  let content: Content
}

extension _DisclosureContent: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([
      _Child(
        id: .index(0),
        view: ModifiedContent(
          content: VStack(alignment: .leading) { content }, modifier: _DisclosureIndent()))
    ])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

/// Indents a disclosure group's content by the room the host's indicator takes before the
/// header's label.
struct _DisclosureIndent: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  func _layout(node: _ViewNode) -> _LayoutBehavior { .layout(_DisclosureIndentLayout()) }

  /// `row` indented as a disclosure group's content is, for a row of a list.
  @MainActor static func indenting(_ row: any View) -> any View {
    func indent<Row: View>(_ row: Row) -> any View {
      ModifiedContent(content: row, modifier: _DisclosureIndent())
    }
    return indent(row)
  }
}

/// The layout of ``_DisclosureIndent``: its content inset on the leading edge by the
/// disclosure indicator's room, and lined up on that edge (a list places a row across its
/// whole width).
struct _DisclosureIndentLayout: _WrappingLayout, Equatable {
  @MainActor private func indent(_ context: _LayoutContext) -> EdgeInsets {
    let leading = context.measurer.decoration(of: .disclosure).leading
    return EdgeInsets(
      top: 0, leading: context.grid.rounded(leading, along: .horizontal), bottom: 0, trailing: 0)
  }

  private static let column = _StackLayout(
    axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0)

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let insets = indent(context)
    let size = Self.column.sizeThatFits(
      insets.inset(proposal), subviews: subviews, context: context)
    return CGSize(width: size.width + insets.leading, height: size.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let insets = indent(context)
    Self.column.placeSubviews(
      in: insets.inset(bounds), proposal: insets.inset(proposal), subviews: subviews,
      context: context)
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    _PaddingLayout(insets: indent(context)).explicitAlignment(
      of: guide, in: bounds, proposal: proposal, subviews: subviews, context: context)
  }
}
