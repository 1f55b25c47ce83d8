/// Builds scenes from a closure's statements: an app's body lists its window groups,
/// windows and settings one after another, with `if` and `#if` around some of them.
///
/// ```swift
/// var body: some Scene {
///   WindowGroup { Notes() }
///   Window("Activity", id: "activity") { Activity() }
///   #if os(macOS)
///     Settings { Preferences() }
///   #endif
/// }
/// ```
@MainActor @resultBuilder
public enum SceneBuilder {
  /// One scene is passed through unchanged.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes, each a scene of the app in the order written (Apple's blocks of 2 to
  /// 10 scenes, here one variadic block).
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> _TupleScene<repeat each Content>
  {
    _TupleScene(repeat each content)
  }

  /// Passes each scene statement through unchanged.
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

  /// A scene under an `if` without `else`: present only while the condition holds.
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(content: content)
  }

  /// A scene under an `if` without `else` (the older name of ``buildOptional(_:)``).
  public static func buildIf<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(content: content)
  }

  /// The scene of an `if`'s first branch.
  public static func buildEither<First: Scene, Second: Scene>(first: First)
    -> _ConditionalScene<First, Second>
  {
    _ConditionalScene(storage: .first(first))
  }

  /// The scene of an `if`'s `else` branch.
  public static func buildEither<First: Scene, Second: Scene>(second: Second)
    -> _ConditionalScene<First, Second>
  {
    _ConditionalScene(storage: .second(second))
  }

  /// A scene under `if #available`: the same scene, its type erased.
  public static func buildLimitedAvailability(_ content: any Scene) -> _AnyScene {
    _AnyScene(content: content)
  }
}

/// Several scenes of an app, as a block of a ``SceneBuilder`` makes them.
@MainActor @preconcurrency
public struct _TupleScene<each Content: Scene>: Scene {
  /// Hosted by Trellis: each scene stands in its place.
  public typealias Body = Never
  let content: (repeat each Content)

  init(_ content: repeat each Content) { self.content = (repeat each content) }

  /// Never called: the scenes are read one by one, and calling it traps.
  public var body: Never { fatalError("_TupleScene is a primitive scene") }
}

/// The scene of one of two branches.
@MainActor @preconcurrency
public struct _ConditionalScene<First: Scene, Second: Scene>: Scene {
  /// Hosted by Trellis: the branch taken stands in its place.
  public typealias Body = Never
  enum Storage {
    case first(First)
    case second(Second)
  }
  let storage: Storage

  /// Never called: the branch taken is read, and calling it traps.
  public var body: Never { fatalError("_ConditionalScene is a primitive scene") }
}

/// A scene that is there only while a condition holds.
@MainActor @preconcurrency
public struct _OptionalScene<Content: Scene>: Scene {
  /// Hosted by Trellis: the scene, when there is one, stands in its place.
  public typealias Body = Never
  let content: Content?

  /// Never called: the scene is read, and calling it traps.
  public var body: Never { fatalError("_OptionalScene is a primitive scene") }
}

/// A scene whose type is erased (`if #available` around it).
@MainActor @preconcurrency
public struct _AnyScene: Scene {
  /// Hosted by Trellis: the scene stands in its place.
  public typealias Body = Never
  let content: any Scene

  /// Never called: the scene is read, and calling it traps.
  public var body: Never { fatalError("_AnyScene is a primitive scene") }
}
