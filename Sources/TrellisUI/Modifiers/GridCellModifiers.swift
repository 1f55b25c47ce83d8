import Foundation

extension View {
  /// Makes this cell of a ``GridRow`` span `count` columns of its ``Grid``, starting at the
  /// column it would take; the cells after it move along.
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_GridCellModifier(trait: .columns(max(1, count))))
  }

  /// Lines this cell up in its space in the grid at `anchor` (`.topLeading`, `.center`, or
  /// any point of its own), whatever the grid's, row's or column's alignment says.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modifier(_GridCellModifier(trait: .anchor(anchor)))
  }

  /// Lines up every cell of this cell's grid column horizontally by `guide`, instead of the
  /// grid's alignment. Set it on one cell of the column (the first row's, usually).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_GridCellModifier(trait: .columnAlignment(guide)))
  }

  /// Keeps this cell from sizing its grid column (`.horizontal`) or row (`.vertical`): a
  /// flexible view (`Color`, `Divider`, `Spacer`) then takes the width or height the other
  /// cells give the column or row, instead of all the grid is offered.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_GridCellModifier(trait: .unsizedAxes(axes)))
  }
}

/// One thing a cell tells the grid around it.
enum _GridCellTrait {
  case columns(Int)
  case anchor(UnitPoint)
  case columnAlignment(HorizontalAlignment)
  case unsizedAxes(Axis.Set)
}

struct _GridCellModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let trait: _GridCellTrait

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_GridCellTraitLayout(trait: trait))
  }
}

/// Lays its content out as its own, carrying a trait for the grid around it.
struct _GridCellTraitLayout: _ContentLayout {
  let trait: _GridCellTrait
}

extension _Subview {
  /// The columns this cell spans in a grid (`gridCellColumns(_:)`).
  @MainActor var gridColumns: Int {
    trait { layout -> Int? in
      guard case .columns(let count) = (layout as? _GridCellTraitLayout)?.trait else {
        return nil
      }
      return count
    } ?? 1
  }

  /// Where this cell lines up in its space (`gridCellAnchor(_:)`).
  @MainActor var gridAnchor: UnitPoint? {
    trait { layout -> UnitPoint? in
      guard case .anchor(let anchor) = (layout as? _GridCellTraitLayout)?.trait else {
        return nil
      }
      return anchor
    }
  }

  /// The alignment this cell sets for its column (`gridColumnAlignment(_:)`).
  @MainActor var gridColumnAlignment: HorizontalAlignment? {
    trait { layout -> HorizontalAlignment? in
      guard case .columnAlignment(let guide) = (layout as? _GridCellTraitLayout)?.trait else {
        return nil
      }
      return guide
    }
  }

  /// The axes along which this cell does not size its column or row
  /// (`gridCellUnsizedAxes(_:)`).
  @MainActor var gridUnsizedAxes: Axis.Set {
    trait { layout -> Axis.Set? in
      guard case .unsizedAxes(let axes) = (layout as? _GridCellTraitLayout)?.trait else {
        return nil
      }
      return axes
    } ?? []
  }
}
