/// A title with an icon: `Label("Delete", systemImage: "trash")` draws the symbol (from the
/// table ``Image/init(systemName:)`` uses) before the title, a space between them, unless
/// ``View/labelStyle(_:)`` arranges it otherwise (`.titleOnly`, `.iconOnly`, or a style of
/// your own, whose `configuration.icon` is the symbol).
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label { Text("Sent") } icon: { Image(systemName: "paperplane") }
/// ```
public struct Label<Title: View, Icon: View> {
  let title: Title
  let icon: Icon

  /// A label from a title view and an icon view.
  /// - Parameters:
  ///   - title: The title.
  ///   - icon: The icon, usually an ``Image``.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled with a string literal and the system symbol `name`.
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - name: An SF Symbols name.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled with a string and the system symbol `name`.
  /// - Parameters:
  ///   - title: The title.
  ///   - name: An SF Symbols name.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }
}

extension Label: View {
  /// The label as the current ``LabelStyle`` draws it: its icon before its title unless
  /// `.labelStyle(_:)` says otherwise.
  public var body: some View {
    _StyledLabel(configuration: LabelStyleConfiguration(title: title, icon: icon))
  }
}
