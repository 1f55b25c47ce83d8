/// The accessibility properties set on a view with `accessibilityLabel(_:)` and the other
/// accessibility modifiers.
///
/// Trellis stores them where hosts read them: `ViewHost`'s elements report them in tests,
/// and a host that speaks to assistive technologies hands them on.
public struct AccessibilityAttachmentModifier: ViewModifier {
  /// Applied by Trellis itself.
  public typealias Body = Never
  var properties: _AccessibilityProperties
}

/// What accessibility modifiers set on one view. `nil` means not set, so a modifier further
/// out may set it.
struct _AccessibilityProperties {
  var label: String?
  var hint: String?
  var value: String?
  var identifier: String?
  var isHidden: Bool?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var children: AccessibilityChildBehavior?
  var sortPriority: Double?
  var headingLevel: AccessibilityHeadingLevel?
  var inputLabels: [String]?
  var actions: [(kind: AccessibilityActionKind, handler: () -> Void)] = []

  /// Fills what this one leaves unset from `outer`, the properties of a modifier further
  /// from the view: the one closest to the view wins, as environment values do.
  mutating func fill(from outer: _AccessibilityProperties) {
    label = label ?? outer.label
    hint = hint ?? outer.hint
    value = value ?? outer.value
    identifier = identifier ?? outer.identifier
    isHidden = isHidden ?? outer.isHidden
    addedTraits.formUnion(outer.addedTraits.subtracting(removedTraits))
    removedTraits.formUnion(outer.removedTraits.subtracting(addedTraits))
    children = children ?? outer.children
    sortPriority = sortPriority ?? outer.sortPriority
    headingLevel = headingLevel ?? outer.headingLevel
    inputLabels = inputLabels ?? outer.inputLabels
    actions += outer.actions
  }
}

extension _AccessibilityProperties {
  /// Whether a host would show `other` as it shows these: the properties the display list
  /// hands on (actions are closures, never equal).
  func showsAs(_ other: _AccessibilityProperties) -> Bool {
    label == other.label && hint == other.hint && value == other.value
      && identifier == other.identifier && isHidden == other.isHidden
  }
}

extension AccessibilityAttachmentModifier: _PrimitiveModifier {
  func _attach(to node: _ViewNode) {
    let box = node.modifierState(_AccessibilityBox.init).state
    let changed = !box.properties.showsAs(properties)
    box.properties = properties
    if changed { node.accessibilityChanged() }
  }
}

extension _ViewNode {
  /// The properties of this node's accessibility modifier changed: the views they apply to
  /// (this node and its only children, down to one that holds several) show the same layout
  /// with other attributes, so the items they kept from the last frame no longer hold.
  func accessibilityChanged() {
    graph.layoutChanges.note(self, .content)
    var current: _ViewNode? = self
    while let node = current {
      node.placementMemo = nil
      node.displayMemo = nil
      current = node.children.count == 1 && node.lazyRows == nil ? node.children[0] : nil
    }
  }
}

/// The properties of an accessibility modifier, kept in its node for hosts to read.
final class _AccessibilityBox {
  var properties = _AccessibilityProperties()
}

extension _ViewNode {
  /// The accessibility properties set on this node's view: those of the modifiers wrapped
  /// around it, out to the first ancestor that holds other views too.
  var accessibility: _AccessibilityProperties {
    var merged = _AccessibilityProperties()
    var current: _ViewNode? = self
    while let node = current {
      if let box = node.existingModifierState(_AccessibilityBox.self) {
        merged.fill(from: box.properties)
      }
      guard let parent = node.parent, parent.children.count == 1, parent.lazyRows == nil
      else { break }
      current = parent
    }
    return merged
  }
}
