/// A view that may present another over the whole screen (`sheet`, `alert`).
///
/// Its first child is the content it modifies; while something is presented, a second
/// child holds the presented view (a bordered box), with `\.dismiss` and `\.isPresented` in
/// its environment. The box is laid out by the layout engine after everything else, centred
/// in the screen, and drawn on top; hosts send input only to the frontmost box.
///
/// The presented view has an identity of its own (a sheet's item id), so each presentation
/// starts with fresh `@State`, and a different item replaces the presented view.
struct _PresentingView<Content: View, Presented: View>: View {
  typealias Body = Never
  let content: Content
  /// What is presented now, with its identity; `nil` while nothing is. Called while the
  /// view is described, so the binding it reads is tracked.
  let presentation: () -> (id: AnyHashable, view: Presented)?
  /// Ends the presentation (sets the binding to `false` or `nil`).
  let dismiss: @MainActor () -> Void
  /// Runs after an update that ended (or replaced) a presentation.
  let onDismiss: (() -> Void)?
}

/// What a presenting view remembers between evaluations.
@MainActor
final class _PresentationState {
  /// The identity presented at the last evaluation.
  private var shown: AnyHashable?

  /// Records what is presented now; when that ends (or changes) a presentation, queues
  /// `onDismiss` to run after the update.
  func update(presenting current: AnyHashable?, onDismiss: (() -> Void)?, node: _ViewNode) {
    if let shown, shown != current, let onDismiss {
      node.graph.enqueue(.afterUpdate, depth: node.depth) { onDismiss() }
    }
    if let current, current != shown {
      // Keyboard input goes to the new presentation: the control focused behind it (the
      // button that presented it, say) gives up focus. A focus request made by the presented
      // view's own actions runs after this one.
      let graph = node.graph
      graph.enqueue(.afterUpdate, depth: Int.min) { [weak graph, weak node] in
        guard let graph, let node, let focused = graph.focusedNode,
          let presented = node.children.last, node.children.count > 1,
          !focused.isInSubtree(of: presented)
        else { return }
        graph.focusedNode = nil
      }
    }
    shown = current
  }
}

extension _PresentingView: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let (state, _) = node.modifierState(_PresentationState.init)
    let current = presentation()
    state.update(presenting: current?.id, onDismiss: onDismiss, node: node)
    var children = [_Child(id: .index(0), view: content)]
    if let current {
      let dismiss = self.dismiss
      children.append(
        _Child(
          id: .explicit(_PresentationID(id: current.id)), view: current.view,
          environment: { environment in
            environment.dismiss = DismissAction(action: dismiss)
            environment.isPresented = true
          }))
    }
    return .list(children)
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_PresentingLayout()) }
}

/// The identity of a presented view among its presenter's children.
struct _PresentationID: Hashable {
  let id: AnyHashable
}

/// Lays out the content as if there were no presentation, and hands the presented view (if
/// any) to the engine to place over everything else.
struct _PresentingLayout: _Layout {
  private func split(_ subviews: _Subviews, of node: _ViewNode) -> (_Subviews, _ViewNode?) {
    guard node.children.count > 1 else { return (subviews, nil) }
    let presented = node.children[1]
    return (_Subviews(nodes: subviews.nodes.filter { $0 !== presented }), presented)
  }

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let (content, _) = split(subviews, of: context.node)
    if content.count == 1 { return content[0].sizeThatFits(proposal, context: context) }
    return _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
      .sizeThatFits(proposal, subviews: content, context: context)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let (content, presented) = split(subviews, of: context.node)
    if content.count == 1 {
      content[0].place(in: bounds, context: context)
    } else {
      _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
        .placeSubviews(in: bounds, subviews: content, context: context)
    }
    if let presented { context.engine.presentOverlay(presented) }
  }
}

/// The box a presented view is drawn in: a border around the content, over a cleared area.
struct _PresentationBox<Content: View>: View {
  typealias Body = Never
  let content: Content
  /// Sheets take the screen's width (less a margin); alerts take their content's width.
  let fillsWidth: Bool
  /// A full-screen cover takes the whole screen, with no border.
  var fillsScreen = false

  init(content: Content, fillsWidth: Bool, fillsScreen: Bool = false) {
    self.content = content
    self.fillsWidth = fillsWidth
    self.fillsScreen = fillsScreen
  }
}

extension _PresentationBox: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PresentationBoxLayout(fillsWidth: fillsWidth, fillsScreen: fillsScreen))
  }
}

/// Sizes a presented box within the screen (the engine proposes the screen's size), leaving
/// a margin of the presenting screen visible, and draws its border.
struct _PresentationBoxLayout: _Layout {
  let fillsWidth: Bool
  var fillsScreen = false

  /// Columns and rows of the screen left visible on each side, when there is room.
  static let margin = (columns: 2, rows: 1)

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let screenWidth = proposal.width ?? _ProposedSize.huge
    let screenHeight = proposal.height ?? _ProposedSize.huge
    if fillsScreen { return _Size(width: screenWidth, height: screenHeight) }
    let maxWidth = max(min(screenWidth, 4), screenWidth - 2 * Self.margin.columns)
    let maxHeight = max(min(screenHeight, 3), screenHeight - 2 * Self.margin.rows)
    let inner = _ProposedSize(width: fillsWidth ? max(0, maxWidth - 2) : nil, height: nil)
    let size = contentSize(inner, subviews: subviews, context: context)
    return _Size(width: min(size.width + 2, maxWidth), height: min(size.height + 2, maxHeight))
  }

  private func contentSize(
    _ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext
  ) -> _Size {
    if subviews.count == 1 { return subviews[0].sizeThatFits(proposal, context: context) }
    return _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
      .sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let border = fillsScreen ? 0 : 1
    let inner = _Rect(
      x: bounds.x + border, y: bounds.y + border, width: max(0, bounds.width - 2 * border),
      height: max(0, bounds.height - 2 * border))
    if subviews.count == 1 {
      subviews[0].place(in: inner, context: context)
    } else {
      _StackLayout(axis: .vertical, alignment: 1, spacing: 0)
        .placeSubviews(in: inner, subviews: subviews, context: context)
    }
  }

  func draw(in bounds: _Rect, canvas: inout _Canvas, context: _DrawContext) {
    canvas.fill(bounds, with: " ")
    guard !fillsScreen, bounds.width >= 2, bounds.height >= 2 else { return }
    let horizontal = String(repeating: "─", count: bounds.width - 2)
    canvas.draw("┌" + horizontal + "┐", x: bounds.x, y: bounds.y)
    canvas.draw("└" + horizontal + "┘", x: bounds.x, y: bounds.maxY - 1)
    for y in (bounds.y + 1)..<(bounds.maxY - 1) {
      canvas.draw("│", x: bounds.x, y: y)
      canvas.draw("│", x: bounds.maxX - 1, y: y)
    }
  }
}
