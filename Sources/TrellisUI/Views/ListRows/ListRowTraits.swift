/// What the list row modifiers set on one row, as the list reads it: the innermost
/// modifier of each kind wins, as the innermost environment value does.
struct _ListRowTraits: Equatable {
  var background: Color?
  var insets: EdgeInsets?
  /// Each edge's separator visibility and tint (top, bottom).
  var separator: (top: Visibility, bottom: Visibility) = (.automatic, .automatic)
  var separatorTint: (top: Color?, bottom: Color?) = (nil, nil)
  var sectionSeparator: (top: Visibility, bottom: Visibility) = (.automatic, .automatic)
  var sectionSeparatorTint: (top: Color?, bottom: Color?) = (nil, nil)
  var sectionSpacing: ListSectionSpacing?

  static func == (lhs: _ListRowTraits, rhs: _ListRowTraits) -> Bool {
    lhs.background == rhs.background && lhs.insets == rhs.insets
      && lhs.separator == rhs.separator && lhs.separatorTint == rhs.separatorTint
      && lhs.sectionSeparator == rhs.sectionSeparator
      && lhs.sectionSeparatorTint == rhs.sectionSeparatorTint
      && lhs.sectionSpacing == rhs.sectionSpacing
  }

  /// Sets what `trait` says; applied from the outermost modifier in, so the innermost wins.
  mutating func apply(_ trait: _ListRowTrait) {
    switch trait {
    case .background(let color): background = color
    case .insets(let value): insets = value
    case .separator(let visibility, let edges):
      if edges.contains(.top) { separator.top = visibility }
      if edges.contains(.bottom) { separator.bottom = visibility }
    case .separatorTint(let color, let edges):
      if edges.contains(.top) { separatorTint.top = color }
      if edges.contains(.bottom) { separatorTint.bottom = color }
    case .sectionSeparator(let visibility, let edges):
      if edges.contains(.top) { sectionSeparator.top = visibility }
      if edges.contains(.bottom) { sectionSeparator.bottom = visibility }
    case .sectionSeparatorTint(let color, let edges):
      if edges.contains(.top) { sectionSeparatorTint.top = color }
      if edges.contains(.bottom) { sectionSeparatorTint.bottom = color }
    case .sectionSpacing(let spacing): sectionSpacing = spacing
    }
  }
}

extension _ViewNode {
  /// The list row settings on this row: on its node or down its chain of only children (a
  /// row's modifiers, a view of the app's own whose body carries them), none when it has
  /// none. A list asks only once one of its rows has a setting (``_LazyRows/hasRowTraits``).
  var listRowTraits: _ListRowTraits? {
    var found: [_ListRowTrait] = []
    var current: _ViewNode? = self
    while let node = current {
      if let provider = node.view as? _ListRowTraitProviding {
        found.append(provider._listRowTrait)
      }
      current = node.children.count == 1 ? node.children[0] : nil
    }
    guard !found.isEmpty else { return nil }
    var traits = _ListRowTraits()
    for trait in found { traits.apply(trait) }
    return traits
  }
}
