extension View {
  /// Lets the scroll views in this view draw their content past their bounds, or clips it
  /// to them again.
  ///
  /// A scroll view cuts its content at its edges by default. With clipping disabled, what
  /// lies beyond its frame (the next page of a horizontal carousel, a row's shadow) is drawn
  /// over the views around it and takes taps there, as on Apple's platforms; the scroll view
  /// still scrolls only within its frame. The setting travels down the environment, so it
  /// reaches every scroll view inside:
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   HStack(spacing: 20) {
  ///     ForEach(cards) { CardView(card: $0).shadow(radius: 8) }
  ///   }
  /// }
  /// .scrollClipDisabled()
  /// ```
  ///
  /// Lists keep clipping their rows. GTK draws the content past the scrolled window's
  /// edges; the terminal draws it in the cells around the scroll view.
  ///
  /// - Parameter disabled: Whether the scroll views here leave their content unclipped.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(_EnvironmentModifier { $0.isScrollClipDisabled = disabled })
  }
}

private struct ScrollClipDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Whether the scroll views here draw their content past their bounds
  /// (``View/scrollClipDisabled(_:)``).
  var isScrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
}
