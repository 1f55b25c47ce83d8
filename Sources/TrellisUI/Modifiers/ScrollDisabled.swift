extension View {
  /// Stops the scroll views and lists in this view from scrolling when a person scrolls
  /// them (the wheel, the touchpad, a drag, the scrolling keys), or lets them scroll again.
  ///
  /// Code still scrolls them: ``ScrollViewProxy/scrollTo(_:anchor:)`` and a field that
  /// takes focus bring their views into view as before. The setting travels down the
  /// environment (``EnvironmentValues/isScrollEnabled``), so it reaches every scroll view
  /// inside; input over a scroll view that cannot scroll goes to the nearest one around it
  /// that can, as on Apple's platforms.
  ///
  /// ```swift
  /// ScrollView {
  ///   Toggle("Lock", isOn: $isLocked)
  ///   Transcript()
  /// }
  /// .scrollDisabled(isLocked)
  /// ```
  /// - Parameter disabled: Whether a person's scrolling is refused.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(_EnvironmentModifier { $0.isScrollEnabled = !disabled })
  }
}

private struct ScrollEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether the scroll views and lists here scroll when a person scrolls them; `true`
  /// unless ``View/scrollDisabled(_:)`` turned it off.
  public var isScrollEnabled: Bool {
    get { self[ScrollEnabledKey.self] }
    set { self[ScrollEnabledKey.self] = newValue }
  }
}

extension _ViewNode {
  /// The scroll container a person's scrolling along `axis` moves, starting from this node:
  /// the nearest one that scrolls along `axis` and whose scrolling is enabled. Throws when
  /// there is none; `what` names the view scrolled from, for the message.
  func inputScrollContainer(along axis: _Axis, what: String) throws -> _ViewNode {
    guard var container = scrollContainer(along: axis) else {
      throw HostElement.ActionError.notApplicable(
        "\(what) is not in a view that scrolls \(axis == .vertical ? "vertical" : "horizontal")ly")
    }
    let nearest = container
    // A scroll view that may not scroll passes the input on to the one around it.
    while !container.environment.isScrollEnabled {
      guard let outer = container.parent?.scrollContainer(along: axis) else {
        throw HostElement.ActionError.notApplicable(
          "\(nearest.typeName.prefix { $0 != "<" }) does not scroll: scrollDisabled(true)")
      }
      container = outer
    }
    // As on Apple's platforms, a disabled scroll view does not scroll.
    guard container.isEnabled else {
      throw HostElement.ActionError.disabled("\(container.typeName.prefix { $0 != "<" })")
    }
    return container
  }
}

extension HostElement {
  /// Whether a person can scroll this scroll container along `axis`: `false` under
  /// ``View/scrollDisabled(_:)``, where a host keeps its own scrolling (a scrolled window's
  /// wheel and bars) off, while code still scrolls it.
  @_spi(TrellisHost) public func acceptsScrolling(along axis: Axis = .vertical) -> Bool {
    node.scrollableLayout(along: axis._axis) != nil && node.environment.isScrollEnabled
  }
}
