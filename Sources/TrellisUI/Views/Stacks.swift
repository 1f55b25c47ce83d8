import Foundation

/// Arranges its children in a column.
public struct VStack<Content: View> {
  /// Drawn by Trellis: the children one below another.
  public typealias Body = Never
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A column of the views `content` builds, aligned across its width, `spacing` points
  /// apart (no gap in a cell host when `nil`).
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Arranges its children in a row.
public struct HStack<Content: View> {
  /// Drawn by Trellis: the children side by side.
  public typealias Body = Never
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// A row of the views `content` builds, aligned across its height, `spacing` points apart
  /// (the host's default spacing when `nil`: a column in a terminal).
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

/// Lays its children on top of each other.
public struct ZStack<Content: View> {
  /// Drawn by Trellis: the children in order, later ones over earlier ones.
  public typealias Body = Never
  let alignment: Alignment
  let content: Content

  /// Overlays the views `content` builds, aligned within the largest.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
}

extension VStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_StackLayout(axis: .vertical, alignment: alignment.key, spacing: spacing))
  }
}

extension HStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_StackLayout(axis: .horizontal, alignment: alignment.key, spacing: spacing))
  }
}

extension ZStack: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_OverlayLayout(alignment: alignment))
  }
}

extension VStack: View {}
extension HStack: View {}

extension ZStack: View {}
