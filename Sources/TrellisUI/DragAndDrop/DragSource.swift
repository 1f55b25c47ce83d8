import Foundation

/// A view's drag source, kept in its modifier's node for the host to find: what a drag
/// starting on the view carries.
@MainActor
final class _DragSourceRegistration {
  /// Makes the dragged items' providers as the drag begins.
  var makeProviders: () -> [NSItemProvider] = { [] }
  /// Whether the view gave a preview of its own. Hosts draw none yet: the terminal has no
  /// floating image, and GTK shows its default drag icon.
  var hasPreview = false
}

struct _DragSourceModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let makeProviders: () -> [NSItemProvider]
  let hasPreview: Bool

  func _attach(to node: _ViewNode) {
    let registration = node.modifierState(_DragSourceRegistration.init).state
    registration.makeProviders = makeProviders
    registration.hasPreview = hasPreview
  }
}

extension View {
  /// Makes the view a drag source: a drag starting on it carries the item `data` makes as
  /// the drag begins.
  ///
  /// ```swift
  /// Text(word).onDrag { NSItemProvider(object: word as NSString) }
  /// ```
  /// - Parameter data: Makes the provider of the dragged item.
  /// - Returns: A view that can be dragged.
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
    modifier(_DragSourceModifier(makeProviders: { [data()] }, hasPreview: false))
  }

  /// Makes the view a drag source with a preview of its own to show under the pointer.
  /// - Parameters:
  ///   - data: Makes the provider of the dragged item.
  ///   - preview: What to show as the drag's image; the hosts draw their default for now.
  /// - Returns: A view that can be dragged.
  public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(_DragSourceModifier(makeProviders: { [data()] }, hasPreview: true))
  }

  /// Makes the view a drag source of a transferable value, made as the drag begins and
  /// offered in every content type it exports.
  ///
  /// ```swift
  /// Text(card.title).draggable(card)
  /// ```
  /// - Parameter payload: The value to drag.
  /// - Returns: A view that can be dragged.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some View
  {
    modifier(
      _DragSourceModifier(makeProviders: { [Self.provider(payload())] }, hasPreview: false))
  }

  /// Makes the view a drag source of a transferable value, with a preview of its own.
  /// - Parameters:
  ///   - payload: The value to drag.
  ///   - preview: What to show as the drag's image; the hosts draw their default for now.
  /// - Returns: A view that can be dragged.
  public func draggable<V: View, T: Transferable>(
    _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
  ) -> some View {
    modifier(
      _DragSourceModifier(makeProviders: { [Self.provider(payload())] }, hasPreview: true))
  }

  private static func provider<T: Transferable>(_ value: T) -> NSItemProvider {
    let provider = NSItemProvider()
    provider.register(value)
    return provider
  }
}
