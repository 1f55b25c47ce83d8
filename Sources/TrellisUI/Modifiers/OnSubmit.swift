private struct SubmitActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor (SubmitTriggers) -> Void)? { nil }
}

extension EnvironmentValues {
  /// What submitting a control does: the `onSubmit` actions above it whose triggers include
  /// the control's kind (`.text` for a text field), innermost first.
  var submitAction: (@MainActor (SubmitTriggers) -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

/// The kinds of control whose submission `onSubmit` handles.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The bits of the set.
  public let rawValue: Int
  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Submitting a text field (Enter in a `TextField` or `SecureField`).
  public static let text = SubmitTriggers(rawValue: 1)
  /// Submitting the search field of a `searchable` view (Return in it).
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// Runs `action` when a control of a kind in `triggers` is submitted in this view: Enter
  /// in a `TextField` or `SecureField` for `.text` (the default), in a search field for
  /// `.search`. Several `onSubmit` modifiers above a control all run, the innermost first.
  ///
  /// - Parameters:
  ///   - triggers: The kinds of control whose submission runs `action`.
  ///   - action: What to do.
  /// - Returns: A view that runs `action` on submission.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(
      _EnvironmentModifier { environment in
        let outer = environment.submitAction
        environment.submitAction = { submitted in
          if !triggers.isDisjoint(with: submitted) { action() }
          outer?(submitted)
        }
      })
  }
}
