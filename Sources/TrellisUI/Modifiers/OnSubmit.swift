private struct SubmitActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// What pressing Enter in a text field does: the nearest `onSubmit` above the field.
  var submitAction: (@MainActor () -> Void)? {
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
  /// Submitting a search field. There is no search field yet, so nothing triggers it.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// Runs `action` when a text field in this view is submitted (Enter).
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  )
    -> some View
  {
    modifier(
      _EnvironmentModifier { environment in
        let outer = environment.submitAction
        environment.submitAction = {
          action()
          outer?()
        }
      })
  }
}
