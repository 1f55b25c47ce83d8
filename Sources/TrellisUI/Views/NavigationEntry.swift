import Foundation

/// One view on a navigation stack (the root or a pushed view) with its title bar: above
/// the root, a `‹ Back` button that pops it.
struct _NavigationEntry: View {
  typealias Body = Never
  enum Content {
    /// The root, or a view pushed without a value.
    case view(any View)
    /// A pushed value, shown as its destination builds it.
    case value(AnyHashable)
  }
  let state: _NavigationStackState
  let key: _NavigationEntryKey
  let content: Content
  let hasBackButton: Bool
  /// For a split view column's root: the column, whose Back button goes to the column
  /// before it in a narrow window.
  var splitColumn: _NavigationSplitColumn? = nil

  /// The back button's title.
  static let backTitle = "‹ Back"
}

extension _NavigationEntry: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    var children: [_Child] = []
    if hasBackButton {
      let back: Button<Text>
      if let splitColumn {
        back = Button {
          splitColumn.goBack()
        } label: {
          Text(Self.backTitle)
        }
      } else {
        back = Button(action: state.popAction(above: key)) { Text(Self.backTitle) }
      }
      children.append(_Child(id: .index(0), view: back))
    }
    if let view = contentView() {
      // Each entry is a toolbar scope: the toolbars declared in it show while it is on top.
      children.append(_Child(id: .index(1), view: _ToolbarScope(content: view)))
    }
    return .list(children)
  }

  private func contentView() -> (any View)? {
    switch content {
    case .view(let view):
      return state.extraView(key) ?? view
    case .value(let value):
      guard let index = state.index(of: key) else { return nil }
      if let view = state.destinationView(for: value, at: index) { return view }
      let type = Swift.type(of: value.base)
      _RuntimeWarnings.warn("navigation-destination-missing-\(type)") {
        "[Trellis] A NavigationStack's path holds a value of type “\(type)” but there is no "
          + "matching navigationDestination declaration in the stack; nothing is shown for it."
      }
      return nil
    }
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_NavigationEntryLayout(hasBackButton: hasBackButton))
  }
}

/// A title bar (the back button, then the title in bold), then the content in the rest of
/// the space, centred as a window centres it. Without a back button or a title, the
/// content starts at the top.
struct _NavigationEntryLayout: _Layout {
  let hasBackButton: Bool
  /// For a split view column's root: the column, whose Back button goes to the column
  /// before it in a narrow window.
  var splitColumn: _NavigationSplitColumn? = nil

  private var stack: _StackLayout { .column }

  /// The back button node (shown or not) and the content.
  private func split(_ subviews: _Subviews) -> (back: _Subview?, content: _Subviews) {
    guard hasBackButton, let first = subviews.first else { return (nil, subviews) }
    return (first, _Subviews(nodes: Array(subviews.nodes.dropFirst())))
  }

  /// Whether the back button shows: not when the entry hides it
  /// (`navigationBarBackButtonHidden`); then it stays unplaced, neither drawn nor reachable.
  private func showsBack(_ node: _ViewNode) -> Bool {
    guard hasBackButton, let entry = node.view as? _NavigationEntry else { return false }
    if let column = entry.splitColumn { return column.showsBackButton }
    return entry.state.existingLevel(for: entry.key)?.hidesBackButton != true
  }

  private func barHeight(_ context: _LayoutContext) -> CGFloat {
    showsBack(context.node) || context.node.navigationTitle != nil
      ? context.metrics.navigationBarHeight : 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (splitBack, content) = split(subviews)
    let back = showsBack(context.node) ? splitBack : nil
    let title =
      context.node.navigationTitle.map {
        context.measurer.measure(
          _TextLayout(text: $0).measured(
            $0.styledRuns(in: context.environment, at: context.node.graph.textClock.now),
            in: context.environment), proposal: .unspecified
        ).size.width
      } ?? 0
    let bar = barHeight(context)
    let backWidth =
      back.map {
        $0.sizeThatFits(ProposedViewSize(width: nil, height: bar), context: context).width
      }
      ?? 0
    let contentSize = stack.sizeThatFits(
      contentProposal(proposal, bar: bar), subviews: content, context: context)
    let gap = backWidth > 0 && title > 0 ? context.metrics.navigationBarSpacing : 0
    let barWidth = backWidth + gap + title
    // The stack takes the space it is offered.
    return CGSize(
      width: proposal.width ?? max(contentSize.width, barWidth),
      height: proposal.height ?? contentSize.height + bar)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    let (splitBack, content) = split(subviews)
    let back = showsBack(context.node) ? splitBack : nil
    let bar = barHeight(context)
    if let back {
      let offer = ProposedViewSize(width: bounds.width, height: bar)
      let size = back.sizeThatFits(offer, context: context)
      back.place(
        in: CGRect(
          x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: bar),
        proposal: offer, context: context)
    }
    let area = CGRect(
      x: bounds.minX, y: bounds.minY + bar, width: bounds.width,
      height: max(0, bounds.height - bar))
    // The content is offered what it was sized for: the entry's proposal less the bar.
    let offer = contentProposal(proposal, bar: bar)
    let size = stack.sizeThatFits(offer, subviews: content, context: context)
    let width = min(size.width, area.width)
    let height = min(size.height, area.height)
    stack.placeSubviews(
      in: CGRect(
        x: area.minX
          + _aligned(width, in: area.width, fraction: 0.5, along: .horizontal, context: context),
        y: area.minY
          + _aligned(height, in: area.height, fraction: 0.5, along: .vertical, context: context),
        width: width, height: height),
      proposal: offer, subviews: content, context: context)
  }

  /// What the content is offered: the entry's proposal less the navigation bar.
  private func contentProposal(_ proposal: ProposedViewSize, bar: CGFloat) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
  }

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    guard let title = context.node.navigationTitle, frame.height > 0 else { return [] }
    var x = frame.minX
    if showsBack(context.node), let back = context.node.children.first,
      let backFrame = context.engine.frame(of: back)
    {
      x = backFrame.maxX + context.metrics.navigationBarSpacing
    }
    let emphasis = context.environment.emphasis
    let style = _TextStyle(
      font: nil, isBold: true,
      isItalic: title.runs.first?.attributes.isItalic == true || emphasis.italic,
      isSecondary: emphasis.secondary,
      color: title.runs.first?.attributes.color ?? context.environment.foregroundColor)
    let bar = CGRect(
      x: x, y: frame.minY, width: max(0, frame.maxX - x),
      height: min(frame.height, context.metrics.navigationBarHeight))
    return [(bar, .title(title.content, style: style))]
  }
}

extension HostElement {
  /// Whether the element is the back button a navigation stack puts above a pushed view: a
  /// host with a back button of its own (GTK's header bar) shows that instead.
  @_spi(TrellisHost) public var isNavigationBackButton: Bool {
    guard let parent = node.parent, let entry = parent.view as? _NavigationEntry else {
      return false
    }
    return entry.hasBackButton && parent.children.first === node
  }
}
