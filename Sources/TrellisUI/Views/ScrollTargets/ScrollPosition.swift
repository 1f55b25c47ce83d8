import Foundation

/// Where a scroll view is scrolled to, said the way code thinks of it: a view by its
/// identity, an edge, or an offset in points. Give it to
/// ``View/scrollPosition(_:anchor:)`` as a binding.
///
/// Writing it (``scrollTo(id:anchor:)``, ``scrollTo(edge:)``, ``scrollTo(point:)``) scrolls
/// the scroll view there. As a person scrolls, it becomes ``isPositionedByUser``, its edge
/// and point go, and ``viewID`` says which scroll target is at the top (or leading edge),
/// among the views of the scroll target layout whose identity is of the type given:
///
/// ```swift
/// @State private var position = ScrollPosition(idType: Message.ID.self)
///
/// ScrollView {
///   LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
///     .scrollTargetLayout()
/// }
/// .scrollPosition($position)
/// ```
public struct ScrollPosition: Equatable, Sendable {
  /// What code asked for last, or what a person scrolled to.
  enum Place: Equatable, Sendable {
    case none
    case view(_SendableID, anchor: UnitPoint?)
    case edge(Edge)
    case offset(x: CGFloat?, y: CGFloat?)
  }

  /// The type of identity the scroll targets are looked up by.
  let idType: _SendableIDType
  var place: Place
  /// Counts code's requests, so that asking for the same place again is a change.
  private(set) var generation = 0
  /// Whether a person scrolled it, not code.
  public var isPositionedByUser: Bool {
    didSet {
      guard isPositionedByUser else { return }
      if case .view = place {} else { place = .none }
    }
  }

  private init(idType: any (Hashable & Sendable).Type, place: Place) {
    self.idType = _SendableIDType(idType)
    self.place = place
    self.isPositionedByUser = false
  }

  /// A position that looks for scroll targets identified by `idType`, scrolled nowhere
  /// in particular.
  /// - Parameter idType: The type of the scroll targets' identities.
  public init(idType: (some Hashable & Sendable).Type = Never.self) {
    self.init(idType: idType, place: .none)
  }

  /// A position at `edge` of the content.
  /// - Parameters:
  ///   - idType: The type of the scroll targets' identities.
  ///   - edge: The edge.
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    self.init(idType: idType, place: .edge(edge))
  }

  /// A position `point` points into the content.
  /// - Parameters:
  ///   - idType: The type of the scroll targets' identities.
  ///   - point: The offset.
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
    self.init(idType: idType, place: .offset(x: point.x, y: point.y))
  }

  /// A position `x` points into the content horizontally.
  /// - Parameters:
  ///   - idType: The type of the scroll targets' identities.
  ///   - x: The horizontal offset.
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
    self.init(idType: idType, place: .offset(x: x, y: nil))
  }

  /// A position `y` points into the content vertically.
  /// - Parameters:
  ///   - idType: The type of the scroll targets' identities.
  ///   - y: The vertical offset.
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
    self.init(idType: idType, place: .offset(x: nil, y: y))
  }

  /// A position at the view identified by `id`, its `anchor` at the same point of the
  /// viewport; the type of `id` is the type targets are looked up by.
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - anchor: Where the view goes in the viewport; `nil` for the least scrolling.
  public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
    self.init(idType: ID.self, place: .view(_SendableID(id), anchor: anchor))
  }

  /// The identity of the view positioned at, by code or by a person's scrolling.
  public var viewID: (any Hashable & Sendable)? {
    if case .view(let id, _) = place { return id.value }
    return nil
  }

  /// The identity of the view positioned at, if it is a `T`.
  /// - Parameter type: The type of identity wanted.
  /// - Returns: The identity, or `nil` when there is none or it is of another type.
  public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
    viewID as? T
  }

  /// The edge positioned at, when code asked for one and no one has scrolled since.
  public var edge: Edge? {
    if case .edge(let edge) = place { return edge }
    return nil
  }

  /// The offset positioned at, when code asked for one and no one has scrolled since; a
  /// coordinate not asked for (`scrollTo(y:)` leaves x) reads as 0.
  public var point: CGPoint? {
    if case .offset(let x, let y) = place { return CGPoint(x: x ?? 0, y: y ?? 0) }
    return nil
  }

  /// Scrolls to the view identified by `id`.
  /// - Parameters:
  ///   - id: The view's identity.
  ///   - anchor: Where the view goes in the viewport; `nil` for the least scrolling.
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    request(.view(_SendableID(id), anchor: anchor))
  }

  /// Scrolls to `edge` of the content.
  /// - Parameter edge: The edge.
  public mutating func scrollTo(edge: Edge) { request(.edge(edge)) }

  /// Scrolls `point` points into the content.
  /// - Parameter point: The offset.
  public mutating func scrollTo(point: CGPoint) { request(.offset(x: point.x, y: point.y)) }

  /// Scrolls `x` points into the content horizontally, keeping the vertical offset.
  /// - Parameter x: The horizontal offset.
  public mutating func scrollTo(x: CGFloat) { request(.offset(x: x, y: nil)) }

  /// Scrolls `y` points into the content vertically, keeping the horizontal offset.
  /// - Parameter y: The vertical offset.
  public mutating func scrollTo(y: CGFloat) { request(.offset(x: nil, y: y)) }

  /// Scrolls `x` and `y` points into the content.
  /// - Parameters:
  ///   - x: The horizontal offset.
  ///   - y: The vertical offset.
  public mutating func scrollTo(x: CGFloat, y: CGFloat) { request(.offset(x: x, y: y)) }

  private mutating func request(_ place: Place) {
    self.place = place
    isPositionedByUser = false
    generation &+= 1
  }

  /// Records a person's scrolling, which ended with `id` (if any target is of the type) at
  /// the top.
  mutating func scrolledByUser(to id: AnyHashable?) {
    if let id, accepts(id) {
      place = .view(_SendableID(checked: id), anchor: nil)
    } else {
      place = .none
    }
    isPositionedByUser = true
  }

  /// Whether `id`, a scroll target's identity, is of the type looked up.
  func accepts(_ id: AnyHashable) -> Bool { idType.matches(id.base) }

  /// Where code asked to scroll, unless a person scrolled since.
  var requestedTarget: _ScrollRequest.Target? {
    guard !isPositionedByUser else { return nil }
    switch place {
    case .none: return nil
    case .view(let id, let anchor): return .view(id.hashable, anchor: anchor)
    case .edge(let edge): return .edge(edge)
    case .offset(let x, let y): return .offset(x: x, y: y)
    }
  }
}

/// An identity that was sendable when it was given, kept as `AnyHashable`.
struct _SendableID: Hashable, @unchecked Sendable {
  let hashable: AnyHashable
  init(_ value: some Hashable & Sendable) { hashable = AnyHashable(value) }
  /// An identity whose type was checked to be the scroll position's sendable type.
  init(checked hashable: AnyHashable) { self.hashable = hashable }
  var value: any Hashable & Sendable {
    // Made from a sendable value, or one of the checked sendable type.
    unsafeBitCast(hashable.base as! any Hashable, to: (any Hashable & Sendable).self)
  }
}

/// A type of identity, compared by the type.
struct _SendableIDType: Equatable, Sendable {
  let type: any (Hashable & Sendable).Type
  init(_ type: any (Hashable & Sendable).Type) { self.type = type }
  func matches(_ value: Any) -> Bool {
    ObjectIdentifier(Swift.type(of: value)) == ObjectIdentifier(type)
  }
  static func == (lhs: Self, rhs: Self) -> Bool {
    ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
  }
}
