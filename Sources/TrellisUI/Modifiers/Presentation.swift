import Foundation

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
  /// Where a popover goes beside this view; `nil` for a sheet or alert (centred).
  var popover: _PopoverAttachment? = nil
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

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_PresentingLayout(popover: popover))
  }
}

/// The identity of a presented view among its presenter's children.
struct _PresentationID: Hashable {
  let id: AnyHashable
}

/// Lays out the content as if there were no presentation, and hands the presented view (if
/// any) to the engine to place over everything else.
struct _PresentingLayout: _Layout {
  /// Where a popover goes beside the content; `nil`: the presented view is centred.
  var popover: _PopoverAttachment? = nil

  /// The presenting view's traits are its content's, whatever it presents.
  func traitContent(of node: _ViewNode) -> _ViewNode? {
    node.soleSubview(of: node.children.prefix(1))
  }

  private func split(_ subviews: _Subviews, of node: _ViewNode) -> (_Subviews, _ViewNode?) {
    guard node.children.count > 1 else { return (subviews, nil) }
    let presented = node.children[1]
    return (_Subviews(nodes: subviews.nodes.filter { $0 !== presented }), presented)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (content, _) = split(subviews, of: context.node)
    if content.count == 1 { return content[0].sizeThatFits(proposal, context: context) }
    return _StackLayout.column.sizeThatFits(proposal, subviews: content, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let (content, presented) = split(subviews, of: context.node)
    if content.count == 1 {
      content[0].place(in: bounds, proposal: proposal, context: context)
    } else {
      _StackLayout.column.placeSubviews(
        in: bounds, proposal: proposal, subviews: content, context: context)
    }
    guard let presented else { return }
    if let popover {
      context.engine.presentOverlay(
        presented, beside: popover.anchor.rect(in: bounds), edge: popover.arrowEdge)
    } else {
      context.engine.presentOverlay(presented)
    }
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
    // A sheet (or cover) is a toolbar scope: the toolbars declared in it are its own.
    let view: any View = fillsWidth ? _ToolbarScope(content: content) : content
    return .list([_Child(id: .index(0), view: view)])
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
  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let metrics = context.metrics
    let border = metrics.presentationBorder
    let screenWidth = proposal.width ?? .infinity
    let screenHeight = proposal.height ?? .infinity
    if fillsScreen { return CGSize(width: screenWidth, height: screenHeight) }
    let maxWidth = max(
      min(screenWidth, metrics.presentationMinimum.width),
      screenWidth - 2 * metrics.presentationMargin.width)
    let maxHeight = max(
      min(screenHeight, metrics.presentationMinimum.height),
      screenHeight - 2 * metrics.presentationMargin.height)
    let inner = ProposedViewSize(
      width: fillsWidth ? max(0, maxWidth - 2 * border.width) : nil, height: nil)
    let size = contentSize(inner, subviews: subviews, context: context)
    return CGSize(
      width: min(size.width + 2 * border.width, maxWidth),
      height: min(size.height + 2 * border.height, maxHeight))
  }

  private func contentSize(
    _ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) -> CGSize {
    if subviews.count == 1 { return subviews[0].sizeThatFits(proposal, context: context) }
    return _StackLayout.column.sizeThatFits(proposal, subviews: subviews, context: context)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let border = fillsScreen ? .zero : context.metrics.presentationBorder
    let inner = EdgeInsets(
      top: border.height, leading: border.width, bottom: border.height, trailing: border.width
    ).inset(bounds)
    // The content was sized to say how large the box is; placed, it is offered the box's
    // inside, as a sheet offers its content its own size.
    let offer = ProposedViewSize(inner.size)
    if subviews.count == 1 {
      subviews[0].place(in: inner, proposal: offer, context: context)
    } else {
      _StackLayout.column.placeSubviews(
        in: inner, proposal: offer, subviews: subviews, context: context)
    }
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    [(frame, .panel(hasBorder: !fillsScreen))]
  }
}
