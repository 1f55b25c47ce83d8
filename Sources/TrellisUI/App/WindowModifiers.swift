import Foundation

/// How a person may resize a scene's windows.
public struct WindowResizability: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case automatic, contentSize, contentMinSize }
  let kind: Kind

  /// The host's own choice: here, as ``contentMinSize``.
  public static let automatic = WindowResizability(kind: .automatic)
  /// Between the content's smallest and largest sizes.
  public static let contentSize = WindowResizability(kind: .contentSize)
  /// No smaller than the content's smallest size.
  public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

/// How a window draws its title bar, for ``Scene/windowStyle(_:)``.
public protocol WindowStyle {}

/// The host's own window style.
public struct DefaultWindowStyle: WindowStyle {
  /// The host's own window style.
  public init() {}
}

/// A window with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
  /// A window with a title bar.
  public init() {}
}

/// A window without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
  /// A window without a title bar.
  public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
  /// The host's own window style.
  public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
  /// A window with a title bar.
  public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
  /// A window without a title bar.
  public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

/// How a window lays out its toolbar beside its title, for ``Scene/windowToolbarStyle(_:)``.
public protocol WindowToolbarStyle {}

/// The host's own toolbar style.
public struct DefaultWindowToolbarStyle: WindowToolbarStyle {
  /// The host's own toolbar style.
  public init() {}
}

/// The title above the toolbar.
public struct ExpandedWindowToolbarStyle: WindowToolbarStyle {
  /// The title above the toolbar.
  public init() {}
}

/// The title and the toolbar in one bar.
public struct UnifiedWindowToolbarStyle: WindowToolbarStyle {
  let showsTitle: Bool
  /// The title and the toolbar in one bar.
  public init() { showsTitle = true }
  /// The toolbar in one bar with the title, or without it.
  /// - Parameter showsTitle: Whether the bar shows the title.
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

/// The title and the toolbar in one compact bar.
public struct UnifiedCompactWindowToolbarStyle: WindowToolbarStyle {
  let showsTitle: Bool
  /// The title and the toolbar in one compact bar.
  public init() { showsTitle = true }
  /// The toolbar in one compact bar with the title, or without it.
  /// - Parameter showsTitle: Whether the bar shows the title.
  public init(showsTitle: Bool) { self.showsTitle = showsTitle }
}

extension WindowToolbarStyle where Self == DefaultWindowToolbarStyle {
  /// The host's own toolbar style.
  public static var automatic: DefaultWindowToolbarStyle { DefaultWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == ExpandedWindowToolbarStyle {
  /// The title above the toolbar.
  public static var expanded: ExpandedWindowToolbarStyle { ExpandedWindowToolbarStyle() }
}

extension WindowToolbarStyle where Self == UnifiedWindowToolbarStyle {
  /// The title and the toolbar in one bar.
  public static var unified: UnifiedWindowToolbarStyle { UnifiedWindowToolbarStyle() }
  /// The toolbar in one bar, with the title or without it.
  /// - Parameter showsTitle: Whether the bar shows the title.
  /// - Returns: The style.
  public static func unified(showsTitle: Bool) -> UnifiedWindowToolbarStyle {
    UnifiedWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension WindowToolbarStyle where Self == UnifiedCompactWindowToolbarStyle {
  /// The title and the toolbar in one compact bar.
  public static var unifiedCompact: UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle()
  }
  /// The toolbar in one compact bar, with the title or without it.
  /// - Parameter showsTitle: Whether the bar shows the title.
  /// - Returns: The style.
  public static func unifiedCompact(showsTitle: Bool) -> UnifiedCompactWindowToolbarStyle {
    UnifiedCompactWindowToolbarStyle(showsTitle: showsTitle)
  }
}

extension Scene {
  /// Sets how a person may resize the scene's windows. Hosts keep a window no smaller than
  /// its content's smallest frame in every case (GTK's size request); the largest size of
  /// ``WindowResizability/contentSize`` is not enforced, and a terminal keeps its size.
  /// - Parameter resizability: How the windows resize.
  /// - Returns: The scene with the resizability.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    _WindowAttributeScene(content: self) { $0.resizability = resizability }
  }

  /// Sets where the scene's windows first appear on the screen. Accepted: GTK 4 leaves a
  /// window's place to the desktop's window manager, and a terminal has one place.
  /// - Parameter position: The window's place, as a point in the screen's unit square.
  /// - Returns: The scene with the position.
  public func defaultPosition(_ position: UnitPoint) -> some Scene {
    _WindowAttributeScene(content: self) { $0.defaultPosition = position }
  }

  /// Sets how the scene's windows draw their title bar. Accepted: GTK windows keep their
  /// header bar (it holds the title and the toolbar), and the terminal has no title bar.
  /// - Parameter style: The window style.
  /// - Returns: The scene with the style.
  public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
    _WindowAttributeScene(content: self) { _ in }
  }

  /// Sets how the scene's windows lay out their toolbar beside the title. Accepted: GTK
  /// puts the toolbar's items in the header bar with the title in every style, and the
  /// terminal shows its toolbar row.
  /// - Parameter style: The toolbar style.
  /// - Returns: The scene with the style.
  public func windowToolbarStyle<S: WindowToolbarStyle>(_ style: S) -> some Scene {
    _WindowAttributeScene(content: self) { _ in }
  }

  /// Sets which URLs and activities the scene opens a window for. Accepted: a Linux app
  /// here is one process, whose `onOpenURL` actions take the URLs it is given.
  /// - Parameter conditions: The identifiers the scene matches.
  /// - Returns: The scene.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
    _WindowAttributeScene(content: self) { _ in }
  }
}

/// A scene whose windows a scene modifier configures; otherwise the scene it wraps.
struct _WindowAttributeScene<Content: Scene>: Scene, _PrimitiveScene {
  typealias Body = Never
  let content: Content
  let apply: (inout _SceneDescription) -> Void

  var body: Never { fatalError("_WindowAttributeScene is a primitive scene") }

  func _collect(into scenes: inout [_SceneDescription]) {
    _SceneTree.collect(content, into: &scenes, modifying: apply)
  }
}
