/// A group of tabs in a ``TabView``, under a header.
///
/// ```swift
/// TabView {
///   Tab("Home", systemImage: "house") { HomeView() }
///   TabSection("Library") {
///     Tab("Songs", systemImage: "music.note") { SongList() }
///     Tab("Albums", systemImage: "square.stack") { AlbumGrid() }
///   }
/// }
/// ```
///
/// The section's tabs take their places in the tab bar in order. As in Apple's tab bar,
/// the bar draws no heading for the section (a sidebar would); its header is what a
/// section's tabs belong to when a test reads them (`ViewHost`'s tab list).
public struct TabSection<Header, Content, Footer, SelectionValue> {
  let header: Header
  let content: Content
  let footer: Footer
}

extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  /// The value type of the section's tabs.
  public typealias TabValue = SelectionValue
  /// Built by Trellis: its body is itself.
  public typealias Body = TabSection
}

extension TabSection
where Header: View, Content: TabContent, Footer == EmptyView, SelectionValue == Content.TabValue {
  /// A section of the tabs `content` builds, under `header`.
  ///
  /// - Parameters:
  ///   - content: The section's tabs.
  ///   - header: The section's header.
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content,
    @ViewBuilder header: () -> Header
  ) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
}

extension TabSection
where
  Header == EmptyView, Content: TabContent, Footer == EmptyView,
  SelectionValue == Content.TabValue
{
  /// A section of the tabs `content` builds, without a header.
  ///
  /// - Parameter content: The section's tabs.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension TabSection
where Header == Text, Content: TabContent, Footer == EmptyView, SelectionValue == Content.TabValue {
  /// A section titled `titleKey` of the tabs `content` builds.
  ///
  /// - Parameters:
  ///   - titleKey: The section's title.
  ///   - content: The section's tabs.
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// A section titled with a string, of the tabs `content` builds.
  ///
  /// - Parameters:
  ///   - title: The section's title.
  ///   - content: The section's tabs.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension TabSection: _TabContentRows
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  /// The header as a row of its own (never a tab: the tab view reads the section's title
  /// from it), then the section's tabs, all numbered as one section.
  func _appendTabRows(to list: inout _RowList, context: _RowContext) {
    var section = context
    section.section = list.beginSection()
    var header = section.child(.index(0))
    header.role = .header
    list.appendRow(_TabSectionHeader(content: self.header), context: header)
    list.appendTabs(content, context: section.child(.index(1)))
  }
}

/// A tab section's header in a tab view: never placed; the tab view reads its text.
struct _TabSectionHeader<Content: View>: View {
  typealias Body = Never
  let content: Content
}

extension _TabSectionHeader: _PrimitiveView {
  func _children(in context: _ChildContext) -> _Children {
    .list([_Child(id: .index(0), view: content)])
  }
  func _makeLayout(node: _ViewNode) -> _LayoutBehavior { .layout(_StackLayout.row) }
}
