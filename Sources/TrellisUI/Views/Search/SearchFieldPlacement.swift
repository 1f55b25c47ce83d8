/// Where a `searchable` modifier asks for its search field.
///
/// Every placement puts the field in the navigation container the modifier is on: under the
/// title of a navigation stack's view, or at the top of the window without one. The
/// placements differ on Apple's platforms in which bar or column shows the field; here
/// `.sidebar` and `.toolbar` read as `.automatic`, and a navigation bar drawer is always
/// shown.
public struct SearchFieldPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, toolbar, toolbarPrincipal, sidebar
    case navigationBarDrawer(NavigationBarDrawerDisplayMode)
  }
  let kind: Kind

  /// The field goes where the platform puts it by default.
  public static let automatic = SearchFieldPlacement(kind: .automatic)
  /// The field goes in the toolbar.
  public static let toolbar = SearchFieldPlacement(kind: .toolbar)
  /// The field goes in the toolbar's principal (centre) place.
  public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)
  /// The field goes in the sidebar of a navigation split view.
  public static let sidebar = SearchFieldPlacement(kind: .sidebar)
  /// The field goes in a drawer under the navigation bar, shown automatically.
  public static let navigationBarDrawer = SearchFieldPlacement(
    kind: .navigationBarDrawer(.automatic))

  /// The field goes in a drawer under the navigation bar.
  ///
  /// - Parameter displayMode: Whether the drawer is always shown or the platform decides.
  /// - Returns: The placement.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
  }
}

extension SearchFieldPlacement {
  /// Whether a search field placed in a navigation bar drawer is shown.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let isAlways: Bool
    /// The platform decides (here: shown).
    public static let automatic = NavigationBarDrawerDisplayMode(isAlways: false)
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(isAlways: true)
  }
}
