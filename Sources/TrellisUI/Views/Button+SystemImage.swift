/// Buttons labelled with a title and a symbol, `Button("Add", systemImage: "plus")`: a
/// `Label`, which toolbars and menus show in their own way (GTK's header bar by its icon,
/// named by its title).
extension Button where Label == TrellisUI.Label<Text, Image> {
  /// A button titled with a string literal and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title, also what screen readers say.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - action: What the button does when pressed.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TrellisUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A button titled with a string and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title, also what screen readers say.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - action: What the button does when pressed.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(action: action) { TrellisUI.Label(title, systemImage: systemImage) }
  }

  /// A button with a role, titled with a string literal and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The title, also what screen readers say.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: What the button does, such as `.destructive`.
  ///   - action: What the button does when pressed.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      TrellisUI.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A button with a role, titled with a string and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The title, also what screen readers say.
  ///   - systemImage: The name of the SF Symbol shown with the title.
  ///   - role: What the button does, such as `.destructive`.
  ///   - action: What the button does when pressed.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { TrellisUI.Label(title, systemImage: systemImage) }
  }
}
