import Foundation

/// A view of two or three columns side by side: a sidebar, an optional content column, and
/// a detail that shows what is chosen in the columns before it.
///
/// ```swift
/// @State private var chosen: Book?
///
/// var body: some View {
///   NavigationSplitView {
///     ForEach(books) { book in
///       Button(book.title) { chosen = book }
///     }
///     .navigationTitle("Library")
///   } detail: {
///     if let chosen { BookDetail(book: chosen) } else { Text("Choose a book") }
///   }
/// }
/// ```
///
/// Each column is a navigation stack of its own: its `navigationTitle` shows above it, its
/// toolbar with it, and a ``NavigationStack`` put in a column pushes within that column.
/// The columns are kept in the hierarchy while hidden, so their `@State` lives on.
///
/// In a window wide enough for every column at its width (see
/// ``View/navigationSplitViewColumnWidth(_:)``) plus room for the detail, the columns that
/// `columnVisibility` shows stand side by side with a divider between them. A narrower
/// window shows one column at a time, as a stack: the one `preferredCompactColumn` names
/// (the sidebar at first), with a Back button above any other that goes to the column
/// before it (Escape in the terminal).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
  /// Drawn by Trellis: the columns side by side, or one of them.
  public typealias Body = Never
  let sidebar: Sidebar
  /// `nil` for a two-column split view.
  let content: Content?
  let detail: Detail
  let columnVisibility: Binding<NavigationSplitViewVisibility>?
  let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  /// A three-column split view.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(nil, nil, sidebar(), content(), detail())
  }

  /// A three-column split view whose leading columns' visibility is `columnVisibility`.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which leading columns show; the split view does not change it.
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility, nil, sidebar(), content(), detail())
  }

  /// A three-column split view that shows the `preferredCompactColumn` when the window is
  /// too narrow for its columns side by side.
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column shown in a narrow window; the Back button and
  ///     choosing in a column change it.
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(nil, preferredCompactColumn, sidebar(), content(), detail())
  }

  /// A three-column split view with bound visibility and column for narrow windows.
  ///
  /// - Parameters:
  ///   - columnVisibility: Which leading columns show.
  ///   - preferredCompactColumn: The column shown in a narrow window.
  ///   - sidebar: The leading column.
  ///   - content: The middle column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility, preferredCompactColumn, sidebar(), content(), detail())
  }

  private init(
    _ columnVisibility: Binding<NavigationSplitViewVisibility>?,
    _ preferredCompactColumn: Binding<NavigationSplitViewColumn>?, _ sidebar: Sidebar,
    _ content: Content?, _ detail: Detail
  ) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.columnVisibility = columnVisibility
    self.preferredCompactColumn = preferredCompactColumn
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view: a sidebar and a detail.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(nil, nil, sidebar(), nil, detail())
  }

  /// A two-column split view whose sidebar's visibility is `columnVisibility`.
  ///
  /// - Parameters:
  ///   - columnVisibility: Whether the sidebar shows (`.detailOnly` hides it).
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility, nil, sidebar(), nil, detail())
  }

  /// A two-column split view that shows the `preferredCompactColumn` in a narrow window.
  ///
  /// - Parameters:
  ///   - preferredCompactColumn: The column shown in a narrow window.
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(nil, preferredCompactColumn, sidebar(), nil, detail())
  }

  /// A two-column split view with bound visibility and column for narrow windows.
  ///
  /// - Parameters:
  ///   - columnVisibility: Whether the sidebar shows.
  ///   - preferredCompactColumn: The column shown in a narrow window.
  ///   - sidebar: The leading column.
  ///   - detail: The detail column.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(columnVisibility, preferredCompactColumn, sidebar(), nil, detail())
  }
}

extension NavigationSplitView: _PrimitiveView {
  /// A navigation stack per column, each with the identity of its column, so that a
  /// column keeps its state whichever columns show.
  func _children(in context: _ChildContext) -> _Children {
    let node = context.node
    let state = node.navigationSplitState
    state.node = node
    // Read now: the description is tracked, so a change of either binding lays out anew.
    state.update(
      visibility: columnVisibility, compactColumn: preferredCompactColumn,
      style: context.environment._navigationSplitStyle, isThreeColumn: content != nil)
    state.forwardsViewLinks = context.environment._navigationViewShowsColumns
    var views: [(NavigationSplitViewColumn, any View)] = [(.sidebar, sidebar)]
    if let content { views.append((.content, content)) }
    views.append((.detail, detail))
    return .list(
      views.map { column, view in
        let info = state.column(column)
        return _Child(
          id: .explicit(AnyHashable(column)),
          view: Self.stack(view),
          environment: { environment in
            environment._navigationSplitColumn = info
            environment._navigationSplitBack = info
          })
      })
  }

  /// The column's view in a navigation stack of its own, unless it is one.
  private static func stack(_ view: any View) -> any View {
    if view is _NavigationStackMarker { return view }
    return NavigationStack { AnyView(view) }
  }

  func _makeLayout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_NavigationSplitLayout(state: node.navigationSplitState))
  }
}

/// Marks a navigation split view.
@MainActor
protocol _NavigationSplitMarker {}
extension NavigationSplitView: _NavigationSplitMarker {}

extension NavigationSplitView: View {}

extension _ViewNode {
  /// The split view state kept in this node (a navigation split view's).
  var navigationSplitState: _NavigationSplitState {
    modifierState(_NavigationSplitState.init).state
  }
}
