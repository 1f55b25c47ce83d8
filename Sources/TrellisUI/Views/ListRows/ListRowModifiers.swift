extension View {
  /// Draws `view` behind this row of a list or form, across the row's whole cell (edge to
  /// edge in a plain list, the width of its box in a grouped one), in place of the row's
  /// default background. A selected row's highlight is drawn over it, as on Apple's
  /// platforms; `nil` restores the default.
  ///
  /// The modifier applies to the row it is on: a view in a `ForEach` closure, a section (each
  /// of its rows), or one view written in the list. The hosts draw a ``Color``; any other
  /// view leaves the row's default background.
  ///
  /// ```swift
  /// List(tasks) { task in
  ///   Text(task.title)
  ///     .listRowBackground(task.isUrgent ? Color.yellow : nil)
  /// }
  /// ```
  ///
  /// - Parameter view: The view behind the row, or `nil` for the default.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    modifier(_ListRowTraitModifier(trait: .background(view.flatMap { $0 as? Color })))
  }

  /// Sets the room between this row's cell and its content in a list or form, in place of
  /// the list's default (none in the terminal, where rows run edge to edge); `nil` restores
  /// the default. The terminal moves the content by whole cells (8 points across, 16 down).
  ///
  /// - Parameter insets: The row's insets, or `nil` for the default.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_ListRowTraitModifier(trait: .insets(insets)))
  }

  /// Shows or hides the lines above and below this row in a list (`edges` says which).
  /// A line between two rows is hidden when either row hides it.
  ///
  /// - Parameters:
  ///   - visibility: `.hidden` hides the lines; `.visible` and `.automatic` show the
  ///     list's default lines.
  ///   - edges: The edges of the row whose lines this sets.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(_ListRowTraitModifier(trait: .separator(visibility, edges: edges)))
  }

  /// Colours the lines above and below this row in a list (`edges` says which); `nil`
  /// restores the list's colour. A line between two rows takes the upper row's bottom tint,
  /// else the lower row's top tint.
  ///
  /// - Parameters:
  ///   - color: The lines' colour, or `nil` for the default.
  ///   - edges: The edges of the row whose lines this colours.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(_ListRowTraitModifier(trait: .separatorTint(color, edges: edges)))
  }

  /// Shows or hides the lines at the top and bottom of this section in a list (`edges`
  /// says which). Written on a `Section`, or on a row of one.
  ///
  /// Trellis's lists draw no line at a section's edges (a boxed list draws its box's border;
  /// the terminal draws none), so this is kept for the row and read by tests
  /// (`Element.listSectionSeparator(_:)`), and changes nothing drawn.
  ///
  /// - Parameters:
  ///   - visibility: Whether the lines are shown.
  ///   - edges: The section's edges whose lines this sets.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(_ListRowTraitModifier(trait: .sectionSeparator(visibility, edges: edges)))
  }

  /// Colours the lines at the top and bottom of this section in a list (`edges` says
  /// which). Kept and read as `listSectionSeparator(_:edges:)` is; nothing is drawn
  /// for it, as Trellis's lists draw no section lines.
  ///
  /// - Parameters:
  ///   - color: The lines' colour, or `nil` for the default.
  ///   - edges: The section's edges whose lines this colours.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    modifier(_ListRowTraitModifier(trait: .sectionSeparatorTint(color, edges: edges)))
  }

  /// Sets the tint of this list item: the colour its content's controls and symbols take
  /// (as `tint(_:)` sets it), or the primary colour for `.monochrome`.
  ///
  /// - Parameter tint: The item's tint, or `nil` for the default.
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    let color = tint?.color
    return modifier(_EnvironmentModifier { if tint != nil { $0.tint = color } })
  }

  /// Sets the tint of this list item to `color`, as `listItemTint(.fixed(color))` does; `nil`
  /// restores the default.
  ///
  /// - Parameter tint: The item's tint colour.
  public func listItemTint(_ tint: Color?) -> some View {
    listItemTint(tint.map { ListItemTint.fixed($0) })
  }
}

/// The tint of a list item (`listItemTint(_:)`): a fixed colour, a
/// preferred one the system may replace, or none (monochrome).
public struct ListItemTint: Sendable {
  let color: Color?

  /// A tint of `tint` that the system keeps.
  ///
  /// - Parameter tint: The colour.
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

  /// A tint of `tint` that the system may replace with the user's accent colour (Trellis
  /// keeps it).
  ///
  /// - Parameter tint: The colour.
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

  /// No colour: the item is drawn in the primary colour.
  public static let monochrome = ListItemTint(color: .primary)
}

/// What one of the list row modifiers sets on its row.
enum _ListRowTrait {
  case background(Color?)
  case insets(EdgeInsets?)
  case separator(Visibility, edges: VerticalEdge.Set)
  case separatorTint(Color?, edges: VerticalEdge.Set)
  case sectionSeparator(Visibility, edges: VerticalEdge.Set)
  case sectionSeparatorTint(Color?, edges: VerticalEdge.Set)
  case sectionSpacing(ListSectionSpacing)
}

/// Carries a list row modifier's setting on the modified view's node, where the list reads
/// it (ListRowTraits.swift). It tells the list that holds it that its rows carry settings:
/// a list whose rows carry none never looks for them.
struct _ListRowTraitModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let trait: _ListRowTrait

  func _attach(to node: _ViewNode) {
    var current = node.parent
    while let candidate = current {
      if let rows = candidate.lazyRows {
        rows.hasRowTraits = true
        return
      }
      current = candidate.parent
    }
  }
}

/// A modifier that sets a list row setting.
@MainActor
protocol _ListRowTraitCarrying {
  var _listRowTrait: _ListRowTrait { get }
}

extension _ListRowTraitModifier: _ListRowTraitCarrying {
  var _listRowTrait: _ListRowTrait { trait }
}

/// A view that carries a list row modifier's setting.
@MainActor
protocol _ListRowTraitProviding {
  var _listRowTrait: _ListRowTrait { get }
}

extension ModifiedContent: _ListRowTraitProviding
where Content: View, Modifier: _ListRowTraitCarrying {
  var _listRowTrait: _ListRowTrait { modifier._listRowTrait }
}
