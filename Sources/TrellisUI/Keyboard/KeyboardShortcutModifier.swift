extension View {
  /// Makes `modifiers` + `key` perform this control's action (a button's).
  ///
  /// ```swift
  /// Button("Save") { save() }
  ///   .keyboardShortcut("s")
  /// ```
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifiers; Command unless given.
  /// - Returns: The view with the shortcut.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Makes `shortcut` perform this control's action; `.defaultAction` marks the button that
  /// Return presses in a sheet or alert, `.cancelAction` the one Escape presses.
  ///
  /// ```swift
  /// Button("Rename") { rename() }
  ///   .keyboardShortcut(.defaultAction)
  /// ```
  ///
  /// - Parameter shortcut: The shortcut.
  /// - Returns: The view with the shortcut.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(_KeyboardShortcutModifier(shortcut: shortcut))
  }

  /// Makes `shortcut` perform this control's action, or removes the one set further out
  /// when it is `nil`.
  /// - Parameter shortcut: The shortcut, or `nil` for none.
  /// - Returns: The view with the shortcut.
  @_disfavoredOverload
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(_KeyboardShortcutModifier(shortcut: shortcut))
  }
}

/// Sets a control's keyboard shortcut; hosts read it from the control's node.
struct _KeyboardShortcutModifier: ViewModifier {
  typealias Body = Never
  let shortcut: KeyboardShortcut?
}

extension _KeyboardShortcutModifier: _PrimitiveModifier {
  func _attach(to node: _ViewNode) {
    node.modifierState(_KeyboardShortcutBox.init).state.shortcut = .some(shortcut)
  }
}

/// The shortcut a `keyboardShortcut` modifier set, kept in its node.
final class _KeyboardShortcutBox {
  /// `.some(nil)` when the modifier removed the shortcut.
  var shortcut: KeyboardShortcut??
}

extension _ViewNode {
  /// The keyboard shortcut of this node's view: the nearest modifier wrapped around it, out
  /// to the first ancestor that holds other views too.
  var keyboardShortcut: KeyboardShortcut? {
    var current: _ViewNode? = self
    while let node = current {
      if let box = node.existingModifierState(_KeyboardShortcutBox.self),
        let shortcut = box.shortcut
      {
        return shortcut
      }
      guard let parent = node.parent, parent.children.count == 1, parent.lazyRows == nil
      else { break }
      current = parent
    }
    return nil
  }
}
