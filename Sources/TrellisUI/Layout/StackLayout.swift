import Foundation

/// Lays subviews out in a line (VStack, HStack), SwiftUI's way: the space left after spacing
/// is offered to the least flexible subviews first, each taking its share; then every
/// subview is aligned across the stack by its alignment guide.
struct _StackLayout: _Layout, Equatable {
  let axis: _Axis
  /// The guide that lines the subviews up across the stack.
  let alignment: _AlignmentKey
  /// The points between neighbours; `nil` for the host's default spacing.
  let spacing: CGFloat?

  /// A column with no spacing, centred: how containers stack several views of a row.
  static let column = _StackLayout(
    axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0)
  /// A row at the host's default spacing, centred vertically: how a control lays out a label
  /// of several views.
  static let row = _StackLayout(
    axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: nil)

  var stackOrientation: _Axis? { axis }

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    let sizes = distribute(proposal, subviews: subviews, context: context).map(\.size)
    var total = CGSize.zero
    for size in sizes {
      total[axis] += size[axis]
      total[axis.other] = max(total[axis.other], size[axis.other])
    }
    total[axis] += spacingTotal(subviews.count, context: context)
    return total
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    // Shared out as when the stack was sized for `proposal`, so each subview is placed at
    // the size (and with the proposal) it was measured at, whatever the bounds.
    let placements = distribute(proposal, subviews: subviews, context: context)
    let offsets = alignedOffsets(placements, subviews: subviews, in: bounds, context: context)
    let gap = spacing(context)
    var offset = axis == .horizontal ? bounds.minX : bounds.minY
    for (index, subview) in subviews.enumerated() {
      let size = placements[index].size
      let rect: CGRect
      if axis == .horizontal {
        rect = CGRect(
          x: offset, y: bounds.minY + offsets[index], width: size.width, height: size.height)
      } else {
        rect = CGRect(
          x: bounds.minX + offsets[index], y: offset, width: size.width, height: size.height)
      }
      subview.place(in: rect, proposal: placements[index].proposal, context: context)
      offset += size[axis] + gap
    }
  }

  func explicitAlignment(
    of guide: _AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews,
    context: _LayoutContext
  ) -> CGFloat? {
    // A custom guide that a subview sets is where that subview puts it (the first one that
    // sets it), along the stack or across it; a built-in guide is its default, as in
    // SwiftUI, where only custom guides reach past the first container.
    guard guide.fraction == nil else { return nil }
    let local = CGRect(origin: .zero, size: bounds.size)
    let placements = distribute(proposal, subviews: subviews, context: context)
    let offsets = alignedOffsets(placements, subviews: subviews, in: local, context: context)
    let gap = spacing(context)
    var along: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      let dimensions = subview.dimensions(
        size: placements[index].size, proposal: placements[index].proposal, context: context)
      if let value = dimensions.explicitValue(guide) {
        return value + (guide.axis == axis ? along : offsets[index])
      }
      along += placements[index].size[axis] + gap
    }
    return nil
  }

  /// The host's pixels between neighbours.
  private func spacing(_ context: _LayoutContext) -> CGFloat {
    context.grid.rounded(spacing ?? context.metrics.defaultSpacing[axis], along: axis)
  }

  private func spacingTotal(_ count: Int, context: _LayoutContext) -> CGFloat {
    CGFloat(max(0, count - 1)) * spacing(context)
  }

  /// Each subview's offset across the stack: its alignment guide on the stack's line.
  private func alignedOffsets(
    _ placements: [(proposal: ProposedViewSize, size: CGSize)], subviews: _Subviews,
    in bounds: CGRect, context: _LayoutContext
  ) -> [CGFloat] {
    let across = axis.other
    var guides: [CGFloat] = []
    guides.reserveCapacity(subviews.count)
    var anyExplicit = false
    for (index, subview) in subviews.enumerated() {
      let dimensions = subview.dimensions(
        size: placements[index].size, proposal: placements[index].proposal, context: context)
      if let value = dimensions.explicitValue(alignment) {
        anyExplicit = true
        guides.append(value)
      } else {
        guides.append(alignment.defaultValue(in: dimensions))
      }
    }
    let line = guides.max() ?? 0
    let beyond = zip(placements, guides).map { $0.size[across] - $1 }.max() ?? 0
    // The stack's content lines up on `line`; any room left over in `bounds` goes before
    // it by the alignment's own fraction (none for a custom guide).
    let slack = (bounds.size[across] - (line + beyond)) * (alignment.fraction ?? 0)
    return guides.map { guide in
      let offset = context.grid.floor(slack + line - guide, along: across)
      // A view wider than the stack starts at its leading edge, unless a guide moved it.
      return anyExplicit ? offset : max(0, offset)
    }
  }

  /// Each subview's proposal and size along and across the stack for `proposal`.
  private func distribute(
    _ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) -> [(proposal: ProposedViewSize, size: CGSize)] {
    let count = subviews.count
    guard count > 0 else { return [] }
    guard let available = proposal[axis] else {
      // Unspecified along the axis: every subview takes its ideal size.
      var offer = proposal
      offer[axis] = nil
      return subviews.map { (offer, $0.sizeThatFits(offer, context: context)) }
    }
    var placements = [(proposal: ProposedViewSize, size: CGSize)](
      repeating: (proposal, .zero), count: count)
    // Flexibility: how much a subview can grow between its smallest and largest size.
    var flexibility = [CGFloat](repeating: 0, count: count)
    var minimums = [CGFloat](repeating: 0, count: count)
    for index in 0..<count {
      var smallest = proposal
      smallest[axis] = 0
      var largest = proposal
      largest[axis] = .infinity
      minimums[index] = subviews[index].sizeThatFits(smallest, context: context)[axis]
      let maximum = subviews[index].sizeThatFits(largest, context: context)[axis]
      flexibility[index] = maximum - minimums[index]
    }
    let priorities = subviews.map(\.layoutPriority)
    let order = (0..<count).sorted { lhs, rhs in
      let left = priorities[lhs]
      let right = priorities[rhs]
      if left != right { return left > right }
      return flexibility[lhs] < flexibility[rhs]
    }
    // As Apple's stacks do, each priority group is offered what is left after the smallest
    // sizes of the lower-priority views are set aside; a group shares it out evenly.
    var groupEnds = [Int](repeating: count, count: count)
    var reservedAfter = [CGFloat](repeating: 0, count: count + 1)
    for position in stride(from: count - 1, through: 0, by: -1) {
      let next = position + 1
      let endsGroup = next < count && priorities[order[next]] != priorities[order[position]]
      groupEnds[position] = endsGroup ? next : (next < count ? groupEnds[next] : count)
      reservedAfter[position] = reservedAfter[next] + minimums[order[position]]
    }
    var remaining = max(0, available - spacingTotal(count, context: context))
    for (position, index) in order.enumerated() {
      let groupEnd = groupEnds[position]
      let share = max(0, remaining - reservedAfter[groupEnd]) / CGFloat(groupEnd - position)
      var offer = proposal
      offer[axis] = context.grid.floor(share, along: axis)
      let size = subviews[index].sizeThatFits(offer, context: context)
      placements[index] = (offer, size)
      if remaining.isFinite { remaining = max(0, remaining - size[axis]) }
    }
    return placements
  }
}

/// Lays subviews on top of each other (ZStack): each gets the whole proposal and is aligned.
struct _OverlayLayout: _Layout {
  let alignment: Alignment

  func sizeThatFits(_ proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext)
    -> CGSize
  {
    var size = CGSize.zero
    for subview in subviews {
      let each = subview.sizeThatFits(proposal, context: context)
      size.width = max(size.width, each.width)
      size.height = max(size.height, each.height)
    }
    return size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: _Subviews, context: _LayoutContext
  ) {
    for subview in subviews {
      let size = subview.sizeThatFits(proposal, context: context)
      let x = _aligned(
        size.width, in: bounds.width, fraction: alignment.horizontal.key.fraction ?? 0,
        along: .horizontal, context: context)
      let y = _aligned(
        size.height, in: bounds.height, fraction: alignment.vertical.key.fraction ?? 0,
        along: .vertical, context: context)
      subview.place(
        in: CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height),
        proposal: proposal, context: context)
    }
  }
}
