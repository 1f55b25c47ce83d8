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
    if let field = state.existingLevel(for: key)?.renameFieldChild(of: context.node) {
      children.append(field)
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

  /// The back button node (shown or not), the content, and the field of a renamable title.
  private func split(_ subviews: _Subviews)
    -> (back: _Subview?, content: _Subviews, renameField: _Subview?)
  {
    var nodes = subviews.nodes
    let field = nodes.last.flatMap { $0.isRenameField ? _Subview(node: $0) : nil }
    if field != nil { nodes.removeLast() }
    guard hasBackButton, let first = nodes.first else {
      return (nil, _Subviews(nodes: nodes), field)
    }
    return (_Subview(node: first), _Subviews(nodes: Array(nodes.dropFirst())), field)
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
      || context.node.navigationSubtitle != nil
      ? context.metrics.navigationBarHeight : 0
  }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let (splitBack, content, field) = split(subviews)
    let back = showsBack(context.node) ? splitBack : nil
    let bar = barHeight(context)
    let titleWidth =
      context.node.navigationTitle.map {
        Self.width(of: $0, node: context.node, measurer: context.measurer)
      } ?? 0
    // A renamable title's field is as wide as its title's text and a caret.
    let title =
      field.map {
        max(
          titleWidth,
          $0.sizeThatFits(ProposedViewSize(width: nil, height: bar), context: context).width)
      } ?? titleWidth
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
    let (splitBack, content, field) = split(subviews)
    let back = showsBack(context.node) ? splitBack : nil
    let bar = barHeight(context)
    var titleStart = bounds.minX
    if let back {
      let offer = ProposedViewSize(width: bounds.width, height: bar)
      let size = back.sizeThatFits(offer, context: context)
      let width = min(size.width, bounds.width)
      back.place(
        in: CGRect(x: bounds.minX, y: bounds.minY, width: width, height: bar),
        proposal: offer, context: context)
      titleStart += width + context.metrics.navigationBarSpacing
    }
    // The rename field stands where the title is drawn, across the rest of the bar. A host
    // whose chrome shows the title (a bar of no height) leaves it unplaced: its own title
    // renames.
    if let field, bar > 0 {
      let room = max(0, bounds.maxX - titleStart)
      let width = min(
        room, field.sizeThatFits(ProposedViewSize(width: nil, height: bar), context: context).width)
      let offer = ProposedViewSize(width: width, height: bar)
      field.place(
        in: CGRect(x: titleStart, y: bounds.minY, width: width, height: bar), proposal: offer,
        context: context)
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

  /// The bar's title in bold (unless a rename field shows it), then the subtitle dimmed.
  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    guard frame.height > 0 else { return [] }
    let node = context.node
    // Worked out left to right; right to left, the back button is at the right, and the
    // pieces are mirrored within the bar at the end.
    let rightToLeft = context.environment.layoutDirection == .rightToLeft
    func logical(_ rect: CGRect) -> CGRect { rightToLeft ? rect._mirrored(within: frame) : rect }
    var x = frame.minX
    if showsBack(node), let back = node.children.first,
      let backFrame = context.engine.frame(of: back)
    {
      x = logical(backFrame).maxX + context.metrics.navigationBarSpacing
    }
    let height = min(frame.height, context.metrics.navigationBarHeight)
    var pieces: [_DisplayPiece] = []
    if let field = node.children.last, field.isRenameField,
      let fieldFrame = context.engine.frame(of: field)
    {
      // A renamable title is drawn by its field (unless the host's chrome shows the title).
      x = logical(fieldFrame).maxX
    } else if let title = node.navigationTitle {
      let emphasis = context.environment.emphasis
      let style = _TextStyle(
        font: nil, isBold: true,
        isItalic: title.runs.first?.attributes.isItalic == true || emphasis.italic,
        isSecondary: emphasis.secondary,
        color: title.runs.first?.attributes.color ?? context.environment.foregroundColor)
      let width = Self.width(of: title, node: node, measurer: context.measurer)
      pieces.append(
        (
          CGRect(x: x, y: frame.minY, width: piece(width, from: x), height: height),
          .title(title.content, style: style)
        ))
      x += width
    }
    if let subtitle = node.navigationSubtitle {
      x += context.metrics.navigationBarSpacing
      let style = _TextStyle(
        font: nil, isBold: false, isItalic: false, isSecondary: true,
        color: subtitle.runs.first?.attributes.color)
      let width = Self.width(of: subtitle, node: node, measurer: context.measurer)
      pieces.append(
        (
          CGRect(x: x, y: frame.minY, width: piece(width, from: x), height: height),
          .title(subtitle.content, style: style)
        ))
    }
    return pieces.map { (logical($0.0), $0.1) }

    /// A title's room from `x`: the rest of the bar, cut with "…" where the text is longer;
    /// right to left only the text's width, so that the mirrored piece ends at the text.
    func piece(_ width: CGFloat, from x: CGFloat) -> CGFloat {
      let rest = max(0, frame.maxX - x)
      return rightToLeft ? min(width, rest) : rest
    }
  }

  /// The width of a title's text in the bar.
  private static func width(of title: Text, node: _ViewNode, measurer: any _HostMeasurer)
    -> CGFloat
  {
    let environment = node.environment
    return measurer.measure(
      _TextLayout(text: title).measured(
        title.styledRuns(in: environment, at: node.graph.textClock.now), in: environment),
      proposal: .unspecified
    ).size.width
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
