extension View {
  /// Hides the back button of the navigation stack entry this view is in.
  ///
  /// ```swift
  /// EditorView()
  ///   .navigationBarBackButtonHidden()
  ///   .toolbar {
  ///     ToolbarItem(placement: .cancellationAction) { Button("Discard") { dismiss() } }
  ///   }
  /// ```
  ///
  /// While the entry is on top of its stack, no host offers to go back: the bar has no
  /// `‹ Back` button, GTK's header bar shows none, and neither Escape in the terminal nor
  /// Alt+Left or Escape in GTK pops the view (as the swipe back is gone with the button on
  /// Apple's platforms). The view can still leave: `dismiss()`, a changed path, or a
  /// button of its own. Outside a navigation stack it does nothing.
  ///
  /// - Parameter hidesBackButton: Whether to hide the back button; `true` by default.
  /// - Returns: The view.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(_BackButtonHiddenModifier(hidden: hidesBackButton))
  }
}

/// Registers whether to hide the back button with the entry it is in.
struct _BackButtonHiddenModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let hidden: Bool

  func _attach(to node: _ViewNode) {
    let (registration, isNew) = node.modifierState(_BackButtonHiddenRegistration.init)
    if isNew {
      registration.node = node
      node.teardownActions.append { [weak registration] in registration?.move(to: nil) }
    }
    registration.hidden = hidden
    registration.move(to: node.environment._navigationLevel)
  }
}

/// A `navigationBarBackButtonHidden` modifier's node, registered with its entry.
@MainActor
final class _BackButtonHiddenRegistration {
  weak var node: _ViewNode?
  var hidden = false
  private(set) weak var level: _NavigationLevel?

  func move(to level: _NavigationLevel?) {
    guard level !== self.level else { return }
    self.level?.backButtonHiders[ObjectIdentifier(self)] = nil
    self.level = level
    level?.backButtonHiders[ObjectIdentifier(self)] = self
  }
}

extension _NavigationLevel {
  /// Whether the entry hides its back button: as the deepest modifier in it says.
  var hidesBackButton: Bool {
    var best: _BackButtonHiddenRegistration?
    for registration in backButtonHiders.values {
      guard let node = registration.node, node.isAlive else { continue }
      if let current = best?.node, current.depth >= node.depth { continue }
      best = registration
    }
    return best?.hidden ?? false
  }
}
