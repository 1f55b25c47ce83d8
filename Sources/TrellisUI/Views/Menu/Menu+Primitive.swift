import Foundation

extension Menu: _MenuMarker {}

extension Menu: _PrimitiveView {
  /// The label, then the items (never placed: the host shows them in its list), then the
  /// open list while a host that draws it itself has it open.
  func _children(in context: _ChildContext) -> _Children {
    if let style = context.environment.customMenuStyle {
      // A style of the app's own draws the menu: its body, whose `Menu(configuration)` is
      // drawn as the built-in style around it.
      let configuration = MenuStyleConfiguration(
        label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
        primaryAction: primaryAction)
      return .list([
        _Child(
          id: .index(3), view: style.body(configuration),
          environment: { $0.customMenuStyle = nil })
      ])
    }
    return .list(context.node.menuChildren(first: label, items: content))
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    let environment = node.environment
    if environment.customMenuStyle != nil { return .transparent }
    let look = _MenuLook(
      style: environment.menuStyle.style == .borderlessButton ? .borderless : .button,
      showsIndicator: environment.menuIndicator != .hidden)
    return .layout(_MenuLayout(look: look, hasPrimaryAction: primaryAction != nil))
  }

  func _control(node: _ViewNode) -> _Control? {
    node.environment.customMenuStyle == nil ? .menu(primaryAction: primaryAction) : nil
  }
}

/// How a host draws a menu's button.
@_spi(TrellisHost) public struct _MenuLook: Hashable, Sendable {
  @_spi(TrellisHost) public enum Style: Hashable, Sendable {
    /// A button with the host's decoration (`.automatic`, `.button`).
    case button
    /// Its label alone, with the indicator (`.borderlessButton`).
    case borderless
  }
  @_spi(TrellisHost) public var style: Style
  /// Whether the indicator (an arrow down) follows the label (`menuIndicator(_:)`).
  @_spi(TrellisHost) public var showsIndicator: Bool
}

/// A menu's button as its host shows it: its look, its items and whether its list is open.
@_spi(TrellisHost) public struct _MenuButtonItem: Equatable, Sendable {
  @_spi(TrellisHost) public var look: _MenuLook
  /// The items, for a host that shows the list with a widget of its own.
  @_spi(TrellisHost) public var entries: [_MenuEntry]
  /// Whether pressing the button runs an action of its own (the list opens from the
  /// indicator).
  @_spi(TrellisHost) public var hasPrimaryAction: Bool
  /// Whether the list a host draws itself is open.
  @_spi(TrellisHost) public var isOpen: Bool
}

/// A menu's button: its label in the host's decoration (as a button's), and while its list
/// is open, the list presented below it.
struct _MenuLayout: _Layout, Equatable {
  let look: _MenuLook
  let hasPrimaryAction: Bool

  private var decorated: _DecoratedLayout { _DecoratedLayout(control: .menu(look)) }

  /// The label's views.
  @MainActor private func labelViews(_ node: _ViewNode) -> _Subviews {
    var nodes: [_ViewNode] = []
    if let label = node.children.first { _Subviews.collect(label, into: &nodes) }
    return _Subviews(nodes: nodes)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    decorated.sizeThatFits(proposal, subviews: labelViews(context.node), context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    decorated.placeSubviews(
      in: bounds, proposal: proposal, subviews: labelViews(context.node), context: context)
    if let popup = context.node.menuPopup {
      context.engine.presentOverlay(popup, at: CGPoint(x: bounds.minX, y: bounds.maxY))
    }
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let node = context.node
    let item = _MenuButtonItem(
      look: look, entries: node.menuEntries.map(\.shown), hasPrimaryAction: hasPrimaryAction,
      isOpen: node.menuPopup != nil)
    let shown = _ControlItem(
      kind: .menu(item), isEnabled: context.isEnabled, isFocused: context.isFocused,
      tint: context.environment.tint,
      isRightToLeft: context.environment.layoutDirection == .rightToLeft)
    return [(frame, .control(shown))]
  }
}
