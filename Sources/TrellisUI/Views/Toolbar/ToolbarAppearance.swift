/// A bar that toolbar modifiers such as `toolbar(_:for:)` act on.
public struct ToolbarPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, bottomBar, navigationBar, tabBar, windowToolbar
  }
  let kind: Kind

  /// The bars the context has: here both rows of the toolbar.
  public static let automatic = ToolbarPlacement(kind: .automatic)
  /// The bottom row of the toolbar.
  public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
  /// The navigation bar: the top row of the toolbar.
  public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
  /// A tab view's bar (not affected here).
  public static let tabBar = ToolbarPlacement(kind: .tabBar)
  /// A window's toolbar: here both rows of the toolbar.
  public static let windowToolbar = ToolbarPlacement(kind: .windowToolbar)
}

/// What a toolbar is for, which lets a platform arrange its items; every role shows them
/// the same way here.
public struct ToolbarRole: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ToolbarRole(name: "automatic")
  /// A browser's toolbar.
  public static let browser = ToolbarRole(name: "browser")
  /// A document editor's toolbar.
  public static let editor = ToolbarRole(name: "editor")
  /// A navigation stack's toolbar.
  public static let navigationStack = ToolbarRole(name: "navigationStack")
}

/// How the navigation title is shown in the toolbar; every mode shows it the same way here.
public struct ToolbarTitleDisplayMode: Sendable {
  let name: String
  /// The platform's choice.
  public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
  /// A small title inside the bar.
  public static let inline = ToolbarTitleDisplayMode(name: "inline")
  /// A large title inside the bar.
  public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
  /// A large title below the bar.
  public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// A toolbar item that a view adds by itself, which `toolbar(removing:)` removes.
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  /// The sidebar button a split view adds.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title (and subtitle) shown in the bar.
  public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
  /// Shows or hides bars of the toolbar this view is in: `.hidden` for
  /// ``ToolbarPlacement/navigationBar`` hides the top row of items, for
  /// ``ToolbarPlacement/bottomBar`` the bottom row, and for ``ToolbarPlacement/automatic``
  /// both. `.automatic` and `.visible` show them.
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show.
  ///   - bars: The bars; all of them when none is given.
  /// - Returns: The view.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    modifier(_ToolbarVisibilityModifier(hidden: visibility == .hidden, bars: bars))
  }

  /// Shows or hides bars of the toolbar this view is in, as `toolbar(_:for:)` does.
  ///
  /// - Parameters:
  ///   - visibility: Whether the bars show.
  ///   - bars: The bars; all of them when none is given.
  /// - Returns: The view.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(_ToolbarVisibilityModifier(hidden: visibility == .hidden, bars: bars))
  }

  /// Would remove an item a view adds to the toolbar by itself; the views here add none, so
  /// this changes nothing.
  ///
  /// - Parameter defaultItemKind: The kind of item.
  /// - Returns: The view.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would tell the platform what the toolbar is for; the toolbar looks the same here.
  ///
  /// - Parameter role: The toolbar's role.
  /// - Returns: The view.
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would fill the bars' background with `style`; the host's own background stays.
  ///
  /// - Parameters:
  ///   - style: The background.
  ///   - bars: The bars.
  /// - Returns: The view.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(_AcceptedModifier())
  }

  /// Would show or hide the bars' background; the host's own background stays.
  ///
  /// - Parameters:
  ///   - visibility: Whether the background shows.
  ///   - bars: The bars.
  /// - Returns: The view.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(_AcceptedModifier())
  }

  /// Would show or hide the bars' background; the host's own background stays.
  ///
  /// - Parameters:
  ///   - visibility: Whether the background shows.
  ///   - bars: The bars.
  /// - Returns: The view.
  public func toolbarBackgroundVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would give the bars a colour scheme of their own; they follow the window's here.
  ///
  /// - Parameters:
  ///   - colorScheme: The bars' scheme, or `nil` for the window's.
  ///   - bars: The bars.
  /// - Returns: The view.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    modifier(_AcceptedModifier())
  }

  /// Would choose how the navigation title is shown; it is shown the same way here.
  ///
  /// - Parameter mode: How to show the title.
  /// - Returns: The view.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    modifier(_AcceptedModifier())
  }
}

/// Registers the bars a `toolbar(_:for:)` hides with the toolbar scope it is in.
struct _ToolbarVisibilityModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let hidden: Bool
  let bars: [ToolbarPlacement]

  func _attach(to node: _ViewNode) {
    let registration = _ToolbarRegistration.of(node)
    registration.hiddenBars = hidden ? (bars.isEmpty ? [.automatic] : bars) : []
    registration.move(to: node.environment._toolbarScope)
  }
}
