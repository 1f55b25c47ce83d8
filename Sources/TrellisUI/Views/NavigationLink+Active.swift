import Foundation

// The links of `NavigationView`'s time, which Apple deprecated for
// `navigationDestination(isPresented:)` and `NavigationLink(value:)`, and which many apps still
// use: each pushes its destination while a binding says so.

extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is `true`: choosing it sets the
  /// binding, popping the view clears it, and setting it from anywhere pushes or pops.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - isActive: Whether the destination is pushed.
  ///   - label: What the link shows.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.target = .presented(destination, isActive: isActive)
  }

  /// A link that pushes `destination` while `selection` is `tag`: choosing it sets
  /// `selection` to `tag`, popping the view sets it to `nil`.
  ///
  /// - Parameters:
  ///   - destination: The view to push.
  ///   - tag: The value that stands for this link.
  ///   - selection: The tag of the link whose destination is pushed, if any.
  ///   - label: What the link shows.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, isActive: selection.isSelected(tag), label: label)
  }
}

extension NavigationLink {
  /// A link that pushes the view `destination` builds while `isActive` is `true`.
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  /// A link that pushes the view `destination` builds while `selection` is `tag`.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled with a string literal that pushes the view `destination` builds while
  /// `isActive` is `true`.
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(titleKey, destination: destination(), isActive: isActive)
  }

  /// A link titled with a string that pushes the view `destination` builds while `isActive`
  /// is `true`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(title, destination: destination(), isActive: isActive)
  }

  /// A link titled with a string literal that pushes the view `destination` builds while
  /// `selection` is `tag`.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(titleKey, destination: destination(), tag: tag, selection: selection)
  }

  /// A link titled with a string that pushes the view `destination` builds while
  /// `selection` is `tag`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(title, destination: destination(), tag: tag, selection: selection)
  }

  /// A link titled with a string literal that pushes `destination` while `isActive` is
  /// `true`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(titleKey) }
  }

  /// A link titled with a string that pushes `destination` while `isActive` is `true`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  /// A link titled with a string literal that pushes `destination` while `selection` is
  /// `tag`.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
  }

  /// A link titled with a string that pushes `destination` while `selection` is `tag`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}

extension Binding {
  /// Whether this optional selection is `tag`; setting `true` selects it, setting `false`
  /// clears the selection if it is still `tag` (another link may have taken it).
  fileprivate func isSelected<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
    Binding<Bool>(
      get: { wrappedValue == tag },
      set: { isOn in
        if isOn {
          wrappedValue = tag
        } else if wrappedValue == tag {
          wrappedValue = nil
        }
      })
  }
}
