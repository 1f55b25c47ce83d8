import Foundation

extension View {
  /// Draws, in front of this view, the views `transform` builds from the value of `key` that
  /// this view gives.
  ///
  /// The overlay is offered this view's size and centred in it, as ``View/overlay(alignment:content:)``
  /// places its views. It is built again when the value changes (by `==` for an `Equatable`
  /// value), after the views that give it are updated. With anchors, a ``GeometryReader`` in
  /// the overlay finds where views are:
  ///
  /// ```swift
  /// tabBar
  ///   .overlayPreferenceValue(SelectedTabKey.self) { anchor in
  ///     GeometryReader { proxy in
  ///       if let anchor {
  ///         let bounds = proxy[anchor]
  ///         Rectangle()
  ///           .frame(width: bounds.width, height: 2)
  ///           .offset(x: bounds.minX, y: bounds.maxY)
  ///       }
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The preference key whose value this view's content gives.
  ///   - transform: Builds the overlay from the value.
  /// - Returns: This view with the overlay in front of it.
  public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    _PreferenceValueDecoration<Self, Key, T>(
      content: self, transform: transform, alignment: .center, isInFront: true)
  }

  /// Draws, in front of this view and aligned in it by `alignment`, the views `transform`
  /// builds from the value of `key` that this view gives.
  ///
  /// - Parameters:
  ///   - key: The preference key whose value this view's content gives.
  ///   - alignment: Where the overlay goes in this view.
  ///   - transform: Builds the overlay from the value.
  /// - Returns: This view with the overlay in front of it.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    _PreferenceValueDecoration<Self, K, V>(
      content: self, transform: transform, alignment: alignment, isInFront: true)
  }

  /// Draws, behind this view, the views `transform` builds from the value of `key` that this
  /// view gives; see ``View/overlayPreferenceValue(_:_:)``.
  ///
  /// - Parameters:
  ///   - key: The preference key whose value this view's content gives.
  ///   - transform: Builds the background from the value.
  /// - Returns: This view with the background behind it.
  public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
    _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
  ) -> some View {
    _PreferenceValueDecoration<Self, Key, T>(
      content: self, transform: transform, alignment: .center, isInFront: false)
  }

  /// Draws, behind this view and aligned in it by `alignment`, the views `transform` builds
  /// from the value of `key` that this view gives.
  ///
  /// - Parameters:
  ///   - key: The preference key whose value this view's content gives.
  ///   - alignment: Where the background goes in this view.
  ///   - transform: Builds the background from the value.
  /// - Returns: This view with the background behind it.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    _PreferenceValueDecoration<Self, K, V>(
      content: self, transform: transform, alignment: alignment, isInFront: false)
  }
}

/// A view with a decoration built from the value of `Key` its content gives: the content,
/// then the decoration, laid out as `overlay` and `background` lay theirs out.
public struct _PreferenceValueDecoration<Content: View, Key: PreferenceKey, Decoration: View>:
  View
{
  /// Drawn by Trellis: the content and the decoration built from its value.
  public typealias Body = Never
  let content: Content
  let transform: (Key.Value) -> Decoration
  let alignment: Alignment
  /// Whether the decoration is drawn over the content rather than behind it.
  let isInFront: Bool
}

extension _PreferenceValueDecoration: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    let reader = context.node.modifierState { _PreferenceValueReader<Key>() }.state
    context.node.setPreferenceReader(reader)
    return .list([
      _Child(id: .index(0), view: content),
      _Child(
        id: .index(1),
        view: _PreferenceValueContent(reader: reader, transform: transform, alignment: alignment)),
    ])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_DecorationLayout(alignment: alignment, isInFront: isInFront))
  }
}

/// The decoration of a ``_PreferenceValueDecoration``: built from the reader's value, and
/// built again alone (its content left as it is) when that value changes.
struct _PreferenceValueContent<Key: PreferenceKey, Decoration: View>: View {
  typealias Body = Never
  let reader: _PreferenceValueReader<Key>
  let transform: (Key.Value) -> Decoration
  let alignment: Alignment
}

extension _PreferenceValueContent: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    // Several views lie on top of each other, aligned, as in an overlay's builder.
    .list([_Child(id: .index(0), view: ZStack(alignment: alignment) { transform(reader.value) })])
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .transparent }
}

/// The value a preference-value decoration was last built from.
final class _PreferenceValueReader<Key: PreferenceKey>: _PreferenceReader {
  var value = Key.defaultValue

  init() { super.init(key: ObjectIdentifier(Key.self)) }

  override func refresh(node: _ViewNode) {
    let new = node.contentPreferenceValue(Key.self)
    guard !_preferenceValuesEqual(value, new) else { return }
    value = new
    guard node.children.count == 2 else { return }
    node.children[1].invalidate(because: "preference \(Key.self)")
  }
}
