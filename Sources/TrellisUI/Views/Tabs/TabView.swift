/// A view that shows one of several tabs, with a bar of their titles to switch between them.
///
/// Make the tabs with ``Tab`` (and ``TabSection``), or, in the older form, from views each
/// given a ``View/tabItem(_:)``:
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Received", systemImage: "tray.and.arrow.down", value: 0) { ReceivedView() }
///     .badge(2)
///   Tab("Sent", systemImage: "tray.and.arrow.up", value: 1) { SentView() }
/// }
///
/// TabView {
///   ReceivedView().tabItem { Label("Received", systemImage: "tray.and.arrow.down") }
///   SentView().tabItem { Label("Sent", systemImage: "tray.and.arrow.up") }
/// }
/// ```
///
/// **Selection.** Bound to `selection`, the tab view shows the tab whose value (a `Tab`'s
/// `value`, a view's ``View/tag(_:includeOptional:)``, or the id of the `ForEach` element it
/// was built for) equals the selection, and choosing a tab sets the selection to that
/// value. A selection that no tab has shows no tab's content and marks no tab in the bar,
/// as on Apple's platforms, until it is set to one that a tab has. Without a binding, the
/// tab view keeps its own selection, the first tab to begin with, for as long as it keeps
/// its identity (as `@State` is kept); when the selected tab leaves, the first is selected.
///
/// **State.** Each tab keeps its views' state while another is shown: switching away and
/// back finds a tab as it was left. Every tab's views are in the graph from the start, but
/// only the selected tab's are laid out, drawn and reachable with Tab; the others'
/// `onAppear` runs when they are first shown, `onDisappear` when they are switched away
/// from, and their `task`s run only while they are shown.
///
/// **Hosts.** The bar is a row above the content. In the terminal it shows each tab's
/// symbol, title and badge, the selected one in reverse video; Tab focuses it, Left and
/// Right move along it and Return or Space selects, a click on a title selects it, and
/// Ctrl-PageUp and Ctrl-PageDown switch tabs from anywhere in the tab view. In GTK it is a
/// `GtkStackSwitcher`, read by screen readers as a page tab list. Every ``TabViewStyle``
/// is drawn this way (`.page` too, as plain tabs).
public struct TabView<SelectionValue: Hashable, Content: View> {
  /// Drawn by Trellis: the bar and the selected tab.
  public typealias Body = Never
  let content: Content
  let selection: Binding<SelectionValue>?
}

extension TabView {
  /// A tab view of views given tab items, whose selected tab is `selection`'s value.
  ///
  /// - Parameters:
  ///   - selection: The tag of the selected tab; `nil` lets the tab view keep its own.
  ///   - content: The tabs: views, each with ``View/tabItem(_:)`` and a
  ///     ``View/tag(_:includeOptional:)`` of the selection's type.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }

  /// A tab view of ``Tab``s, whose selected tab is the one whose value is `selection`'s.
  ///
  /// - Parameters:
  ///   - selection: The value of the selected tab.
  ///   - content: The tabs, each with a value of the selection's type.
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.content = TabContentBuilder<SelectionValue>.Content(content: content())
    self.selection = selection
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view of views given tab items, which keeps its own selection: the first tab to
  /// begin with.
  ///
  /// - Parameter content: The tabs: views, each with ``View/tabItem(_:)``.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension TabView where SelectionValue == Never {
  /// A tab view of ``Tab``s without values, which keeps its own selection: the first tab to
  /// begin with.
  ///
  /// - Parameter content: The tabs.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C> {
    self.content = TabContentBuilder<Never>.Content(content: content())
    self.selection = nil
  }
}

extension TabView: View {}
