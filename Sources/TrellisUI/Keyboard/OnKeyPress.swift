import Foundation

extension View {
  /// Runs `action` when `key` goes down or repeats while this view or one inside it has
  /// focus.
  /// - Parameters:
  ///   - key: The key.
  ///   - action: Whether it took the key: `.ignored` lets it go on to the views around.
  /// - Returns: A view that reacts to the key.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` when `key` is pressed in one of `phases` while this view or one inside it
  /// has focus.
  /// - Parameters:
  ///   - key: The key.
  ///   - phases: The phases to react to.
  ///   - action: Whether it took the key.
  /// - Returns: A view that reacts to the key.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` for any key that goes down or repeats while this view or one inside it
  /// has focus.
  /// - Parameter action: Whether it took the key.
  /// - Returns: A view that reacts to keys.
  public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
    onKeyPress(phases: [.down, .repeat], action: action)
  }

  /// Runs `action` for any key pressed in one of `phases` while this view or one inside it
  /// has focus.
  /// - Parameters:
  ///   - phases: The phases to react to.
  ///   - action: Whether it took the key.
  /// - Returns: A view that reacts to keys.
  public func onKeyPress(
    phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressModifier(matches: { _ in true }, phases: phases, action: action))
  }

  /// Runs `action` when one of `keys` is pressed in one of `phases` while this view or one
  /// inside it has focus.
  /// - Parameters:
  ///   - keys: The keys.
  ///   - phases: The phases to react to; down and repeat unless given.
  ///   - action: Whether it took the key.
  /// - Returns: A view that reacts to the keys.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(matches: { keys.contains($0.key) }, phases: phases, action: action))
  }

  /// Runs `action` when a key typing characters all in `characters` is pressed in one of
  /// `phases` while this view or one inside it has focus.
  /// - Parameters:
  ///   - characters: The characters, such as `.letters` or `.decimalDigits`.
  ///   - phases: The phases to react to; down and repeat unless given.
  ///   - action: Whether it took the key.
  /// - Returns: A view that reacts to the characters.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        matches: { press in
          !press.characters.isEmpty
            && press.characters.unicodeScalars.allSatisfy(characters.contains)
        }, phases: phases, action: action))
  }

  /// Runs `action` when Escape is pressed while this view or one inside it has focus, and no
  /// `onKeyPress` took it: the exit command of a Mac, the Menu button of a TV remote.
  /// - Parameter action: What to do; `nil` for nothing.
  /// - Returns: A view that reacts to Escape.
  public func onExitCommand(perform action: (() -> Void)?) -> some View {
    onKeyPress(.escape) {
      guard let action else { return .ignored }
      action()
      return .handled
    }
  }
}

/// The key press actions a view declared, kept in its modifier's node for the host to find
/// by walking up from the focused view.
@MainActor
final class _KeyPressRegistration {
  var matches: (KeyPress) -> Bool = { _ in false }
  var phases: KeyPress.Phases = []
  var action: (KeyPress) -> KeyPress.Result = { _ in .ignored }
}

/// Keeps the key press action up to date in its node; leaves layout alone.
struct _KeyPressModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let matches: (KeyPress) -> Bool
  let phases: KeyPress.Phases
  let action: (KeyPress) -> KeyPress.Result

  func _attach(to node: _ViewNode) {
    let registration = node.modifierState(_KeyPressRegistration.init).state
    registration.matches = matches
    registration.phases = phases
    registration.action = action
  }
}

extension HostCore {
  /// Offers `press` to the `onKeyPress` actions of the focused view and the views around
  /// it, the innermost first, until one handles it; a sheet's keys stay in it.
  /// - Returns: Whether one handled it (the host then does nothing more with the key).
  @_spi(TrellisHost) @discardableResult
  public func pressKey(_ press: KeyPress) -> Bool {
    guard var current = graph.focusedNode else { return false }
    let front = frontPresentation
    while true {
      if let registration = current.existingModifierState(_KeyPressRegistration.self),
        !registration.phases.isDisjoint(with: press.phase), registration.matches(press),
        registration.action(press) == .handled
      {
        return true
      }
      guard current !== front, let parent = current.parent else { return false }
      current = parent
    }
  }
}
