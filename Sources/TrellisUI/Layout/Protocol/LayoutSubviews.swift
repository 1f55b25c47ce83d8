import Foundation

/// The views a ``Layout`` arranges, in the order its content declares them: each is a
/// ``LayoutSubview`` that can be measured and placed.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// A subview's position in the collection.
  public typealias Index = Int
  /// A run of the subviews, itself a collection of subviews.
  public typealias SubSequence = LayoutSubviews

  let storage: ArraySlice<LayoutSubview>
  /// The view whose layout arranges these subviews.
  let container: _UncheckedNode?

  @MainActor init(_ subviews: _Subviews, context: _LayoutContext) {
    let engine = _UncheckedEngine(engine: context.engine)
    let container = _UncheckedNode(node: context.node)
    storage = ArraySlice(
      subviews.nodes.map {
        LayoutSubview(node: _UncheckedNode(node: $0), engine: engine, container: container)
      })
    self.container = container
  }

  private init(storage: ArraySlice<LayoutSubview>, container: _UncheckedNode?) {
    self.storage = storage
    self.container = container
  }

  /// Two collections are equal when they hold the same subviews in the same order.
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
    lhs.storage.elementsEqual(rhs.storage)
  }

  /// The index of the first subview.
  public var startIndex: Int { storage.startIndex }
  /// The index past the last subview.
  public var endIndex: Int { storage.endIndex }
  /// The subview at `index`.
  public subscript(index: Int) -> LayoutSubview { storage[index] }
  /// The subviews at `bounds`, keeping their indices.
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(storage: storage[bounds], container: container)
  }

  /// The direction the container is laid out in.
  ///
  /// A layout rarely needs it: it places its subviews as for left to right, and a container
  /// laid out right to left places each of them mirrored within its bounds.
  public var layoutDirection: LayoutDirection {
    guard let container else { return .leftToRight }
    return MainActor.assumeIsolated { container.node.environment.layoutDirection }
  }
}

/// One view a ``Layout`` arranges: it can be asked its size for a proposal, its guides, its
/// spacing and priority, and be placed once per `placeSubviews` call.
public struct LayoutSubview: Equatable, Sendable {
  let node: _UncheckedNode
  let engine: _UncheckedEngine
  /// The view whose layout places this subview.
  let container: _UncheckedNode

  /// The size the subview takes for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    MainActor.assumeIsolated {
      engine.engine.size(of: node.node, proposal: proposal)
    }
  }

  /// The subview's size for `proposal`, and its alignment guides at that size.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let (engine, node) = (self.engine, self.node)
    let size = MainActor.assumeIsolated { engine.engine.size(of: node.node, proposal: proposal) }
    return ViewDimensions(size: size) { key in
      MainActor.assumeIsolated {
        engine.engine.explicitAlignment(
          of: key, in: node.node, bounds: CGRect(origin: .zero, size: size), proposal: proposal)
      }
    }
  }

  /// The subview's priority in sharing out space (`layoutPriority(_:)`); 0 by default.
  public var priority: Double {
    MainActor.assumeIsolated { _Subview(node: node.node).layoutPriority }
  }

  /// The spacing the subview prefers around itself: the host's default spacing.
  public var spacing: ViewSpacing {
    MainActor.assumeIsolated { ViewSpacing(default: engine.engine.measurer.metrics.defaultSpacing) }
  }

  /// Places the subview with its `anchor` at `position`, at the size it takes for `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    MainActor.assumeIsolated {
      let engine = engine.engine
      let size = engine.size(of: node.node, proposal: proposal)
      let origin = CGPoint(
        x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
      let context = _LayoutContext(engine: engine, node: container.node)
      engine.place(
        node.node, in: context.directed(CGRect(origin: origin, size: size)), proposal: proposal)
    }
  }

  /// Two subviews are equal when they stand for the same view.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node.node === rhs.node.node
  }
}

/// A node held by a layout subview. Layout runs on the main actor only; the subview's methods
/// assert it.
struct _UncheckedNode: @unchecked Sendable {
  let node: _ViewNode
}

/// The layout pass a layout subview belongs to.
struct _UncheckedEngine: @unchecked Sendable {
  let engine: _LayoutEngine
}
