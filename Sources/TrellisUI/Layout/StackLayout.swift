/// Lays subviews out in a line (VStack, HStack), SwiftUI's way: the space left after spacing
/// is offered to the least flexible subviews first, each taking its share; then every
/// subview is aligned across the stack.
struct _StackLayout: _Layout {
  let axis: _Axis
  /// The position (0, 1, 2) across the stack: leading/centre/trailing or top/centre/bottom.
  let alignment: Int
  /// Cells between neighbours.
  let spacing: Int

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    let sizes = distribute(proposal, subviews: subviews, context: context)
    var total = _Size.zero
    for size in sizes {
      total[axis] += size[axis]
      total[axis.other] = max(total[axis.other], size[axis.other])
    }
    total[axis] += spacingTotal(subviews.count)
    return total
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let proposal = _ProposedSize(width: bounds.width, height: bounds.height)
    let sizes = distribute(proposal, subviews: subviews, context: context)
    var offset = axis == .horizontal ? bounds.x : bounds.y
    for (subview, size) in zip(subviews, sizes) {
      let rect: _Rect
      if axis == .horizontal {
        let y = bounds.y + _aligned(size.height, in: bounds.height, position: alignment)
        rect = _Rect(x: offset, y: y, width: size.width, height: size.height)
      } else {
        let x = bounds.x + _aligned(size.width, in: bounds.width, position: alignment)
        rect = _Rect(x: x, y: offset, width: size.width, height: size.height)
      }
      subview.place(in: rect, context: context)
      offset += size[axis] + spacing
    }
  }

  private func spacingTotal(_ count: Int) -> Int { max(0, count - 1) * spacing }

  /// Each subview's size along and across the stack for `proposal`.
  private func distribute(
    _ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext
  ) -> [_Size] {
    let count = subviews.count
    guard count > 0 else { return [] }
    var sizes = [_Size](repeating: .zero, count: count)
    guard let available = proposal[axis] else {
      // Unspecified along the axis: every subview takes its ideal size.
      for index in 0..<count {
        var offer = proposal
        offer[axis] = nil
        sizes[index] = subviews[index].sizeThatFits(offer, context: context)
      }
      return sizes
    }
    // Flexibility: how much a subview can grow between its smallest and largest size.
    var flexibility = [Int](repeating: 0, count: count)
    for index in 0..<count {
      var smallest = proposal
      smallest[axis] = 0
      var largest = proposal
      largest[axis] = _ProposedSize.huge
      let minimum = subviews[index].sizeThatFits(smallest, context: context)[axis]
      let maximum = subviews[index].sizeThatFits(largest, context: context)[axis]
      flexibility[index] = maximum - minimum
    }
    let order = (0..<count).sorted { lhs, rhs in
      let left = subviews[lhs].layoutPriority
      let right = subviews[rhs].layoutPriority
      if left != right { return left > right }
      return flexibility[lhs] < flexibility[rhs]
    }
    var remaining = max(0, available - spacingTotal(count))
    var left = count
    for index in order {
      var offer = proposal
      offer[axis] = remaining / left
      let size = subviews[index].sizeThatFits(offer, context: context)
      sizes[index] = size
      remaining = max(0, remaining - size[axis])
      left -= 1
    }
    return sizes
  }
}

/// Lays subviews on top of each other (ZStack): each gets the whole proposal and is aligned.
struct _OverlayLayout: _Layout {
  let alignment: Alignment

  func sizeThatFits(_ proposal: _ProposedSize, subviews: _Subviews, context: _LayoutContext)
    -> _Size
  {
    var size = _Size.zero
    for subview in subviews {
      let each = subview.sizeThatFits(proposal, context: context)
      size.width = max(size.width, each.width)
      size.height = max(size.height, each.height)
    }
    return size
  }

  func placeSubviews(in bounds: _Rect, subviews: _Subviews, context: _LayoutContext) {
    let proposal = _ProposedSize(width: bounds.width, height: bounds.height)
    for subview in subviews {
      let size = subview.sizeThatFits(proposal, context: context)
      let x =
        bounds.x + _aligned(size.width, in: bounds.width, position: alignment.horizontal.position)
      let y =
        bounds.y + _aligned(size.height, in: bounds.height, position: alignment.vertical.position)
      subview.place(in: _Rect(x: x, y: y, width: size.width, height: size.height), context: context)
    }
  }
}
