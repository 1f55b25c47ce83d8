import Foundation

// Bars, overlays, safe areas and sheet heights of phones and tablets. A terminal and a GTK
// window have none of them, so these modifiers are accepted and change nothing; see
// <doc:PlatformOnlyAndAnimationAPI>.

/// Parts of the screen that system bars, the keyboard or rounded corners may cover.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt
  /// Makes the set from its raw bits.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The areas bars and the screen's shape cover.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The area an on-screen keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How tall a sheet would stand on a phone.
public struct PresentationDetent: Hashable, Sendable {
  let kind: String

  /// About half the screen.
  public static let medium = PresentationDetent(kind: "medium")
  /// The whole height available.
  public static let large = PresentationDetent(kind: "large")

  /// A fraction of the height available.
  /// - Parameter fraction: The fraction, from 0 to 1.
  /// - Returns: The detent.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: "fraction \(fraction)")
  }

  /// A height in points.
  /// - Parameter height: The height.
  /// - Returns: The detent.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: "height \(height)")
  }
}

/// A navigation bar's item; here for its title display mode.
public enum NavigationBarItem {
  /// How a navigation bar would show its title: large or inline.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the enclosing navigation decides.
    case automatic
    /// A small title inside the bar.
    case inline
    /// A large title below the bar.
    case large
  }
}

extension View {
  /// Would hide the phone's status bar; a terminal and a window have none.
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would hide the phone's status bar; a terminal and a window have none.
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func statusBar(hidden: Bool) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would hide the navigation bar; a navigation stack here has no bar to hide.
  /// - Parameter hidden: Whether to hide it.
  /// - Returns: The view.
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would choose between a large and an inline title; the title is shown the same way.
  /// - Parameter displayMode: How to show the title.
  /// - Returns: The view.
  public func navigationBarTitleDisplayMode(
    _ displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would hide system overlays such as the home indicator; there are none.
  /// - Parameter visibility: Whether they show.
  /// - Returns: The view.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would let this view extend under system bars and the keyboard; a terminal and a
  /// window cover nothing, so the view is laid out as without the modifier.
  /// - Parameters:
  ///   - regions: The regions to extend into.
  ///   - edges: The edges to extend past.
  /// - Returns: The view.
  public func ignoresSafeArea(
    _ regions: SafeAreaRegions = .all, edges: Edge.Set = .all
  ) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would let this view extend under system bars at `edges`; see `ignoresSafeArea`.
  /// - Parameter edges: The edges to extend past.
  /// - Returns: The view.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would set the heights a sheet can stand at on a phone; a sheet here is sized to its
  /// content.
  /// - Parameter detents: The heights.
  /// - Returns: The view.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    modifier(_AcceptedModifier())
  }

  /// Would show or hide a sheet's drag indicator; a sheet here is not dragged.
  /// - Parameter visibility: Whether it shows.
  /// - Returns: The view.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(_AcceptedModifier())
  }
}
