extension View {
  /// Keeps a person from dismissing the sheet or cover this view is in the way the host
  /// offers (Escape in the terminal, the window's close button or Escape in GTK), while
  /// `isDisabled` is `true`. The presentation's own buttons still work: a cancel button that
  /// Escape would press still runs, and `dismiss()` or the presenting binding still end it.
  ///
  /// As on Apple's platforms, put it on the presented content. If any view in a
  /// presentation disables dismissal, the presentation cannot be dismissed interactively.
  /// - Parameter isDisabled: Whether interactive dismissal is prevented.
  /// - Returns: The view.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(_InteractiveDismissModifier(isDisabled: isDisabled))
  }
}

/// Records, on its node, whether the presentation around it may be dismissed by a person.
struct _InteractiveDismissModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let isDisabled: Bool

  /// The setting as the node keeps it, read when a person asks to dismiss.
  final class Setting {
    var isDisabled = false
  }

  func _attach(to node: _ViewNode) {
    node.modifierState(Setting.init).state.isDisabled = isDisabled
  }
}

extension HostPresentation {
  /// Whether a view in this presentation (not in one it presents in turn) has
  /// `interactiveDismissDisabled()`: a host then ignores Escape and its window's close
  /// button rather than dismissing it.
  @_spi(TrellisHost) public var isInteractiveDismissDisabled: Bool {
    guard node.isAlive else { return false }
    // The modifiers around each laid-out view, up to the presentation's root; a modifier
    // that lays nothing out is found from the views it wraps.
    for element in elements {
      var current: _ViewNode? = element.node
      while let candidate = current {
        if candidate.existingModifierState(_InteractiveDismissModifier.Setting.self)?.isDisabled
          == true
        {
          return true
        }
        if candidate === node { break }
        current = candidate.parent
      }
    }
    return false
  }

  /// Dismisses the presentation as a person does (Escape, a window's close button), unless
  /// a view in it disabled that with `interactiveDismissDisabled()`.
  @_spi(TrellisHost) public func dismissInteractively() {
    guard !isInteractiveDismissDisabled else { return }
    dismiss()
  }
}
