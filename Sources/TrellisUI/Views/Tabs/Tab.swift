/// One tab of a ``TabView``: the view it shows while selected, and the label its tab bar
/// shows for it.
///
/// ```swift
/// TabView(selection: $section) {
///   Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     .badge(unread)
///   Tab("Sent", systemImage: "paperplane", value: .sent) { SentView() }
///   Tab(value: .search, role: .search) { SearchView() }
/// }
/// ```
///
/// A tab with a `value` is selected when the tab view's selection equals it, and selecting
/// it (a click, the keyboard) sets the selection to it. Tabs without a value go in a tab
/// view without a selection binding, which keeps its own.
///
/// The label is a title and a system symbol (from the table ``Image/init(systemName:)``
/// uses), a view of your own, or, for a tab with a role, the role's (`.search`: "Search"
/// with a magnifying glass). An image named from the app's resources (`image:`) is not
/// drawn: its tab shows its title.
public struct Tab<Value, Content, Label> {
  let value: Value?
  let role: TabRole?
  let content: Content
  let label: Label
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  /// The value that selects this tab.
  public typealias TabValue = Value
  /// Built by Trellis: its body is itself.
  public typealias Body = Tab
}

extension Tab: _TabContentRows where Value: Hashable, Content: View, Label: View {
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    let tag = value.map {
      _TypedTag(value: _unwrappedHashable($0), type: Value.self, includeOptional: true)
    }
    list.appendRow(
      _TabPage(content: content, label: label, tag: tag, role: role), context: context)
  }
}

extension Tab where Value: Hashable, Content: View, Label: View {
  /// A tab selected by `value`, with a label of your own.
  ///
  /// - Parameters:
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  ///   - label: What its tab bar shows for it.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, role: nil, content: content(), label: label())
  }

  /// A tab selected by `value`, with a role and a label of your own.
  ///
  /// - Parameters:
  ///   - value: The selection value that selects this tab.
  ///   - role: What the tab is for, such as ``TabRole/search``.
  ///   - content: What the tab shows while selected.
  ///   - label: What its tab bar shows for it.
  public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, role: role, content: content(), label: label())
  }
}

extension Tab where Value == Never, Content: View, Label: View {
  /// A tab with a label of your own, in a tab view that keeps its own selection.
  ///
  /// - Parameters:
  ///   - content: What the tab shows while selected.
  ///   - label: What its tab bar shows for it.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, role: nil, content: content(), label: label())
  }

  /// A tab with a role and a label of your own, in a tab view that keeps its own selection.
  ///
  /// - Parameters:
  ///   - role: What the tab is for, such as ``TabRole/search``.
  ///   - content: What the tab shows while selected.
  ///   - label: What its tab bar shows for it.
  public init(
    role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: nil, role: role, content: content(), label: label())
  }
}

extension Tab where Value: Hashable, Content: View, Label == EmptyView {
  /// A tab selected by `value`, with an empty label.
  ///
  /// - Parameters:
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: nil, content: content(), label: EmptyView())
  }
}

extension Tab where Value == Never, Content: View, Label == EmptyView {
  /// A tab with an empty label, in a tab view that keeps its own selection.
  ///
  /// - Parameter content: What the tab shows while selected.
  public init(@ViewBuilder content: () -> Content) {
    self.init(value: nil, role: nil, content: content(), label: EmptyView())
  }
}

extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
  /// A tab selected by `value`, titled `titleKey` with the system symbol `systemImage`.
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab selected by `value`, titled with a string and the system symbol `systemImage`.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }

  /// A tab selected by `value`, titled with a text and the system symbol `systemImage`.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  public init(
    _ title: Text, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: nil, content: content(),
      label: DefaultTabLabel(title: title, systemImage: systemImage))
  }

  /// A tab selected by `value`, titled `titleKey`, with an image from the app's resources
  /// (not drawn here: the tab shows its title).
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - image: The name of an image resource.
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: nil))
  }

  /// A tab selected by `value`, titled with a string, with an image from the app's
  /// resources (not drawn here: the tab shows its title).
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - image: The name of an image resource.
  ///   - value: The selection value that selects this tab.
  ///   - content: What the tab shows while selected.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(title), systemImage: nil))
  }

  /// A tab selected by `value`, with a role, titled `titleKey` with the system symbol
  /// `systemImage`.
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - value: The selection value that selects this tab.
  ///   - role: What the tab is for, such as ``TabRole/search``.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: role, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab selected by `value`, with a role, titled with a string and the system symbol
  /// `systemImage`.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - value: The selection value that selects this tab.
  ///   - role: What the tab is for, such as ``TabRole/search``.
  ///   - content: What the tab shows while selected.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: role, content: content(),
      label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }

  /// A tab selected by `value`, with a role, titled `titleKey`, with an image from the
  /// app's resources (not drawn here: the tab shows its title).
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - image: The name of an image resource.
  ///   - value: The selection value that selects this tab.
  ///   - role: What the tab is for, such as ``TabRole/search``.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, role: role, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: nil))
  }

  /// A tab selected by `value` whose label is its role's: `.search` is titled "Search"
  /// with a magnifying glass.
  ///
  /// - Parameters:
  ///   - value: The selection value that selects this tab.
  ///   - role: What the tab is for.
  ///   - content: What the tab shows while selected.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(), label: DefaultTabLabel(role: role))
  }
}

extension Tab where Value == Never, Content: View, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with the system symbol `systemImage`, in a tab view that keeps
  /// its own selection.
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab titled with a string and the system symbol `systemImage`, in a tab view that
  /// keeps its own selection.
  ///
  /// - Parameters:
  ///   - title: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - content: What the tab shows while selected.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(title), systemImage: systemImage))
  }

  /// A tab titled `titleKey`, with an image from the app's resources (not drawn here: the
  /// tab shows its title), in a tab view that keeps its own selection.
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - image: The name of an image resource.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, role: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: nil))
  }

  /// A tab with a role, titled `titleKey` with the system symbol `systemImage`, in a tab
  /// view that keeps its own selection.
  ///
  /// - Parameters:
  ///   - titleKey: The tab's title.
  ///   - systemImage: An SF Symbols name.
  ///   - role: What the tab is for, such as ``TabRole/search``.
  ///   - content: What the tab shows while selected.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, role: role, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage))
  }

  /// A tab whose label is its role's (`.search`: "Search" with a magnifying glass), in a
  /// tab view that keeps its own selection.
  ///
  /// - Parameters:
  ///   - role: What the tab is for.
  ///   - content: What the tab shows while selected.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(role: role))
  }
}

/// What a tab is for, which a tab view may show it by.
public struct TabRole: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case search, prominent
  }
  let kind: Kind

  /// A tab that searches the app's content: its default label is "Search" with a
  /// magnifying glass.
  public static var search: TabRole { TabRole(kind: .search) }
  /// A tab the tab bar gives more weight to; drawn here as any other tab.
  public static var prominent: TabRole { TabRole(kind: .prominent) }
}

/// The label a ``Tab`` made with a title (and a system symbol) or a role shows: the symbol
/// before the title, as a ``Label`` draws them.
public struct DefaultTabLabel {
  let title: Text?
  let systemImage: String?

  init(title: Text?, systemImage: String?) {
    self.title = title
    self.systemImage = systemImage
  }

  /// The label a role gives: "Search" with a magnifying glass for `.search`; none otherwise.
  init(role: TabRole?) {
    if role == .search {
      self.init(title: Text("Search"), systemImage: "magnifyingglass")
    } else {
      self.init(title: nil, systemImage: nil)
    }
  }

}

extension DefaultTabLabel: View {
  /// The symbol and title, or the title alone.
  public var body: some View {
    if let title, let systemImage {
      Label {
        title
      } icon: {
        Image(systemName: systemImage)
      }
    } else if let title {
      title
    }
  }
}
