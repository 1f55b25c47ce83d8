/// A control that shows a list of actions when it is pressed.
///
/// Its content is the menu's items: buttons (a `.destructive` role draws them in red),
/// toggles (shown ticked while on), pickers (their options, the selected one ticked),
/// dividers, sections (set apart, under their header), and menus of their own, which open
/// as submenus. Choosing an item runs its action and closes the menu; a disabled item
/// cannot be chosen.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate", action: duplicate)
///   Button("Rename", action: rename)
///   Menu("Copy") {
///     Button("Copy as Text", action: copyText)
///     Button("Copy as Link", action: copyLink)
///   }
///   Divider()
///   Button("Delete", role: .destructive, action: delete)
/// }
/// ```
///
/// With a `primaryAction`, pressing the menu runs that action, and the list opens from its
/// indicator (a long press on Apple's platforms; the Down arrow or the indicator's cell in
/// the terminal, the arrow beside the button in GTK). How the button is drawn comes from
/// ``View/menuStyle(_:)``.
public struct Menu<Label: View, Content: View> {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  /// A menu of the items `content` builds, labelled with `label`.
  ///
  /// - Parameters:
  ///   - content: The menu's items.
  ///   - label: What the menu's button shows.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    primaryAction = nil
  }

  init(label: Label, content: Content, primaryAction: (@MainActor () -> Void)?) {
    self.label = label
    self.content = content
    self.primaryAction = primaryAction
  }

  /// A menu whose button runs `primaryAction` when pressed; its items open from its
  /// indicator.
  ///
  /// - Parameters:
  ///   - content: The menu's items.
  ///   - label: What the menu's button shows.
  ///   - primaryAction: What pressing the button does.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }
}

extension Menu where Label == Text {
  /// A menu titled with a localised string key.
  ///
  /// - Parameters:
  ///   - titleKey: The menu's title.
  ///   - content: The menu's items.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// A menu titled with a string.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - content: The menu's items.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled with a localised string key whose button runs `primaryAction`.
  ///
  /// - Parameters:
  ///   - titleKey: The menu's title.
  ///   - content: The menu's items.
  ///   - primaryAction: What pressing the button does.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  /// A menu titled with a string whose button runs `primaryAction`.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - content: The menu's items.
  ///   - primaryAction: What pressing the button does.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == TrellisUI.Label<Text, Image> {
  /// A menu titled with a localised string key and a system symbol.
  ///
  /// - Parameters:
  ///   - titleKey: The menu's title.
  ///   - systemImage: The name of the symbol shown with the title.
  ///   - content: The menu's items.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { TrellisUI.Label(titleKey, systemImage: systemImage) }
  }

  /// A menu titled with a string and a system symbol.
  ///
  /// - Parameters:
  ///   - title: The menu's title.
  ///   - systemImage: The name of the symbol shown with the title.
  ///   - content: The menu's items.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { TrellisUI.Label(title, systemImage: systemImage) }
  }
}

extension Menu: View {
  /// Drawn by Trellis as a button that opens its list of items.
  public typealias Body = Never
}
