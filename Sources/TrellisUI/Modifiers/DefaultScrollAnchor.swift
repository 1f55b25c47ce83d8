extension View {
  /// Sets where the scroll views inside this view start scrolled to, and where content
  /// shorter than a scroll view goes: the point `anchor` of the content lies at the same
  /// point of the viewport.
  ///
  /// A chat log starts at its latest message with `.bottom`; `.center` starts a scroll view
  /// that scrolls both ways in the middle of its content; `.trailing` starts a horizontal
  /// one at its end.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
  /// }
  /// .defaultScrollAnchor(.bottom)
  /// ```
  /// Until a person or code scrolls it, the scroll view stays at the anchor as its content
  /// changes (a chat left at its end shows new messages); after that it stays where it was
  /// scrolled. `List` and `Form` do not take it yet.
  /// - Parameter anchor: The point of the content to show first; `nil` for the top leading
  ///   corner, as without the modifier.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(_EnvironmentModifier { $0.defaultScrollAnchor = anchor })
  }
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
  static var defaultValue: UnitPoint? { nil }
}

extension EnvironmentValues {
  /// The anchor scroll views here start at (``View/defaultScrollAnchor(_:)``).
  var defaultScrollAnchor: UnitPoint? {
    get { self[DefaultScrollAnchorKey.self] }
    set { self[DefaultScrollAnchorKey.self] = newValue }
  }
}
