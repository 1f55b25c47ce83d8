import Foundation

/// A frame of reference for a view's geometry: the window (`global`), the view itself
/// (`local`), or an ancestor given a name with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
  /// The window's coordinate space: its top leading corner is the origin.
  case global
  /// The view's own coordinate space: its top leading corner is the origin.
  case local
  /// The coordinate space of the nearest ancestor named `name`.
  case named(AnyHashable)

  /// Whether this is the window's coordinate space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the view's own coordinate space.
  public var isLocal: Bool { self == .local }
}

// AnyHashable is not Sendable; a name is compared and hashed only, on the main actor.
extension CoordinateSpace: @unchecked Sendable {}

/// A frame of reference that `GeometryProxy.frame(in:)` converts into: `.global`,
/// `.local`, `.named(_:)` or `.scrollView`.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The window's coordinate space, as a ``CoordinateSpaceProtocol`` value.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// Makes the window's coordinate space.
  public init() {}
  /// ``CoordinateSpace/global``.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, as a ``CoordinateSpaceProtocol`` value.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Makes the view's own coordinate space.
  public init() {}
  /// ``CoordinateSpace/local``.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space that views name: with `coordinateSpace(_:)` (`.named("list")`), or the
/// one each scroll view gives its content (`.scrollView`).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  let name: AnyHashable

  /// ``CoordinateSpace/named(_:)`` with this space's name.
  public var coordinateSpace: CoordinateSpace { .named(name) }

  /// Two named spaces are equal when their names are.
  public static func == (lhs: NamedCoordinateSpace, rhs: NamedCoordinateSpace) -> Bool {
    lhs.name == rhs.name
  }
}

/// The name under which the nearest scroll view (scrolling along `axis`, if given) is found.
struct _ScrollViewSpaceName: Hashable {
  let axis: Axis?
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The window's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space of the nearest ancestor given `name` with `coordinateSpace(_:)`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }

  /// The coordinate space of the nearest scroll view around the view: its visible area's
  /// top leading corner is the origin, so content scrolled up has a negative `minY`.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName(axis: nil)))
  }

  /// The coordinate space of the nearest scroll view around the view that scrolls along
  /// `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(_ScrollViewSpaceName(axis: axis)))
  }
}

extension View {
  /// Names this view's coordinate space, so that views inside it can find their frames
  /// relative to it: `proxy.frame(in: .named(name))`.
  ///
  /// ```swift
  /// ScrollView {
  ///   GeometryReader { proxy in
  ///     Text("\(Int(proxy.frame(in: .named("scroll")).minY))")
  ///   }
  ///   .frame(height: 32)
  /// }
  /// .coordinateSpace(name: "scroll")
  /// ```
  ///
  /// - Parameter name: The space's name; the nearest ancestor with a name wins.
  /// - Returns: A view whose coordinate space has that name.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names this view's coordinate space, as ``coordinateSpace(name:)`` does.
  ///
  /// - Parameter name: The space, made with `.named(_:)`.
  /// - Returns: A view whose coordinate space has that name.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(_CoordinateSpaceModifier(name: name.name))
  }
}

struct _CoordinateSpaceModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let name: AnyHashable

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    .layout(_CoordinateSpaceLayout(name: name))
  }
}

/// Lays its content out as its own; geometry readers inside find its frame by its name.
struct _CoordinateSpaceLayout: _ContentLayout {
  let name: AnyHashable
}
