extension View {
  /// Whether a pointer reaches this view and the views inside it: with `false`, clicks,
  /// taps and hover pass through them to what is drawn behind, as if they were not there.
  /// They are still drawn, and keyboard focus still reaches their controls. A view inside
  /// cannot allow hit testing again.
  ///
  /// ```swift
  /// ZStack {
  ///   Button("Play") { play() }
  ///   Color.black.opacity(0.2)
  ///     .allowsHitTesting(false)  // the button under the tint still takes clicks
  /// }
  /// ```
  ///
  /// - Parameter enabled: Whether the pointer reaches the view.
  /// - Returns: A view that the pointer reaches, or passes through.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(_EnvironmentModifier { if !enabled { $0.allowsHitTesting = false } })
  }
}

private struct AllowsHitTestingKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether `allowsHitTesting(false)` is set on this view or one around it.
  var allowsHitTesting: Bool {
    get { self[AllowsHitTestingKey.self] }
    set { self[AllowsHitTestingKey.self] = newValue }
  }
}

extension HostElement {
  /// Whether a pointer reaches the view: not when `allowsHitTesting(false)` is on it or
  /// around it.
  @_spi(TrellisHost) public var allowsHitTesting: Bool { node.environment.allowsHitTesting }
}
