import Foundation

/// Decides where a scroll view comes to rest after a person scrolls it: given where the
/// scrolling would end, it may move that place, to a page or a view's edge.
///
/// Each step of a person's scrolling here ends at once (a wheel notch, an arrow key, a page
/// key; in GTK, a pause in the wheel's or touchpad's movement), so each is one gesture.
/// Scrolling by code (`scrollTo`, a scroll position) is not changed.
public protocol ScrollTargetBehavior {
  /// What the behavior is given to decide with.
  typealias TargetContext = ScrollTargetBehaviorContext

  /// Moves `target`, the rectangle of the content the scroll view would show, to where the
  /// scroll view should rest instead.
  /// - Parameters:
  ///   - target: The rectangle to show, in the content's coordinates; changed in place.
  ///   - context: Where the scrolling began, its direction, and the sizes.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// The part of a scroll view's content it should show: the rectangle and, if given, the
/// point of it to line up with the same point of the viewport.
public struct ScrollTarget: Equatable {
  /// The content rectangle to show, in the content's coordinates.
  public var rect: CGRect
  /// The point of `rect` to put at the same point of the viewport; `nil` for its top
  /// leading corner at the viewport's.
  public var anchor: UnitPoint?

  /// A target of `rect` at `anchor`.
  /// - Parameters:
  ///   - rect: The content rectangle to show.
  ///   - anchor: The point of it to line up with the viewport's.
  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a ``ScrollTargetBehavior`` decides with: where the scrolling began, which way it
/// went, and how large the content and the viewport are; the environment reads through it
/// too (`context.colorScheme`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// Where the scroll view was when the person began scrolling.
  public var originalTarget: ScrollTarget
  /// The scrolling's velocity. Here each step of scrolling ends at once, so it holds the
  /// distance the step moved, in points: its sign gives the direction.
  public var velocity: CGVector
  /// The size of the content, its margins included.
  public var contentSize: CGSize
  /// The size of the viewport.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set
  let environment: EnvironmentValues
  /// The scroll targets of the scroll target layout, in the content's coordinates.
  let targetRects: [CGRect]

  /// Reads a value of the scroll view's environment.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }
}

extension View {
  /// Sets how the scroll views in this view come to rest after a person scrolls them:
  /// by pages (``ScrollTargetBehavior/paging``), at a scroll target's edge
  /// (``ScrollTargetBehavior/viewAligned``), or as a behavior of your own decides.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack { ForEach(photos) { PhotoCard(photo: $0) } }
  ///     .scrollTargetLayout()
  /// }
  /// .scrollTargetBehavior(.viewAligned)
  /// ```
  /// - Parameter behavior: The behavior.
  /// - Returns: A view whose scroll views rest where `behavior` says.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    modifier(_EnvironmentModifier { $0.scrollTargetBehavior = behavior })
  }
}

private struct ScrollTargetBehaviorKey: EnvironmentKey {
  static var defaultValue: (any ScrollTargetBehavior)? { nil }
}

extension EnvironmentValues {
  /// How scroll views here come to rest (`scrollTargetBehavior(_:)`); `nil` where they
  /// rest wherever the scrolling ends.
  var scrollTargetBehavior: (any ScrollTargetBehavior)? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}
