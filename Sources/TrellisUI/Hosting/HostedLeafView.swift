import Foundation

/// A view that a host draws itself, with a native widget of its own (a GTK text view): the
/// layout engine gives it a flexible area, and the host finds it among the elements through
/// ``HostElement/hostedView``. A cell host leaves its area blank.
///
/// Conforming types get their `body` from this protocol. Their node is evaluated again when
/// their inputs change (or when ``HostElement/invalidate()`` is called), and the host updates
/// its widget when ``HostElement/evaluationCount`` moves.
@_spi(TrellisHost) public protocol HostedLeafView: View where Body == HostedLeaf {}

extension HostedLeafView {
  /// The leaf the host draws, carrying this view.
  @_spi(TrellisHost) public var body: HostedLeaf { HostedLeaf(view: self) }
}

/// The primitive that stands for a ``HostedLeafView`` in the graph.
@_spi(TrellisHost) public struct HostedLeaf: View {
  @_spi(TrellisHost) public typealias Body = Never
  /// The hosted view whose body this is.
  @_spi(TrellisHost) public let view: any HostedLeafView

  /// The leaf that carries `view` to the host.
  @_spi(TrellisHost) public init(view: any HostedLeafView) { self.view = view }
}

extension HostedLeaf: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children { .list([]) }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_HostedLeafLayout()) }
}

/// Takes the space offered, like a colour; a modest block when offered none.
struct _HostedLeafLayout: _Layout {
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    proposal.replacingUnspecifiedDimensions(by: context.metrics.hostedViewIdealSize)
  }
}

extension HostElement {
  /// The hosted view this element shows, for the host to draw with a widget of its own.
  @_spi(TrellisHost) public var hostedView: (any HostedLeafView)? {
    (node.view as? HostedLeaf)?.view
  }

  /// Marks the view to be evaluated again at the next update, as a change to the state it
  /// read would: a host calls this when something its widget read has changed.
  @_spi(TrellisHost) public func invalidate() {
    node.invalidate(because: "@host")
  }
}
