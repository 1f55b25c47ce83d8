import Foundation
import Synchronization

/// Where a hovering pointer is over a view, as `onContinuousHover` reports it.
public enum HoverPhase: Equatable, Sendable {
  /// The pointer is over the view, at this location in the coordinate space asked for.
  case active(CGPoint)
  /// The pointer left the view.
  case ended
}

extension View {
  /// Runs `action` with `true` as the pointer comes over the view and `false` as it leaves.
  ///
  /// The terminal reports its mouse's moves (xterm's any-motion tracking, turned on only
  /// while a view on screen has a hover action), GTK its pointer's; `hover()` on a
  /// `ViewHost` element moves a pointer over it. The pointer is over a view when it is over
  /// what the view, or a view inside it, draws.
  /// - Parameter action: Told whether the pointer is over the view.
  /// - Returns: A view that reacts to hovering.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    modifier(_HoverModifier(space: .local, entered: action, moved: nil))
  }

  /// Runs `action` with the pointer's location each time it moves over the view, and with
  /// `.ended` as it leaves.
  /// - Parameters:
  ///   - coordinateSpace: The space of the locations: the view's own unless given.
  ///   - action: Told where the pointer is.
  /// - Returns: A view that follows the hovering pointer.
  public func onContinuousHover(
    coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (HoverPhase) -> Void
  ) -> some View {
    modifier(
      _HoverModifier(space: coordinateSpace.coordinateSpace, entered: nil, moved: action))
  }
}

/// A view's hover actions, kept in its modifier's node for the host to find.
@MainActor
final class _HoverRegistration {
  var space = CoordinateSpace.local
  var entered: ((Bool) -> Void)?
  var moved: ((HoverPhase) -> Void)?

  init() { _HoverRegistration.live.add(1, ordering: .relaxed) }
  deinit { _HoverRegistration.live.subtract(1, ordering: .relaxed) }

  /// How many views in any graph have hover actions: the terminal asks its mouse for moves
  /// only while there are some.
  nonisolated static let live = Atomic<Int>(0)
}

struct _HoverModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let space: CoordinateSpace
  let entered: ((Bool) -> Void)?
  let moved: ((HoverPhase) -> Void)?

  func _attach(to node: _ViewNode) {
    let registration = node.modifierState(_HoverRegistration.init).state
    registration.space = space
    registration.entered = entered
    registration.moved = moved
  }
}

extension HostCore {
  /// Whether any view has a hover action (`onHover`, `onContinuousHover`): a host that must
  /// ask for the pointer's moves (the terminal) does so only then.
  @_spi(TrellisHost) public var wantsHover: Bool {
    _HoverRegistration.live.load(ordering: .relaxed) > 0
  }

  /// The pointer hovers at `point` (window points), or left the window (`nil`): the views
  /// it leaves are told so, those it comes over too, and those following it where it is.
  @_spi(TrellisHost) public func hover(at point: CGPoint?) {
    var now: [(node: _ViewNode, registration: _HoverRegistration)] = []
    if let point, let hit = pressedNode(at: point) {
      let overlays = engine?.overlays ?? []
      var current: _ViewNode? = hit
      while let node = current {
        if let registration = node.existingModifierState(_HoverRegistration.self) {
          now.append((node, registration))
        }
        if overlays.contains(where: { $0 === node }) { break }
        current = node.parent
      }
    }
    let before = hovered
    hovered = now.map(\.registration)
    for registration in before where !now.contains(where: { $0.registration === registration }) {
      registration.entered?(false)
      registration.moved?(.ended)
    }
    guard let point, let hit = now.first?.node else { return }
    let element = HostElement(node: hit, frame: .zero, core: self)
    for (node, registration) in now {
      if !before.contains(where: { $0 === registration }) { registration.entered?(true) }
      registration.moved?(.active(element.location(of: point, in: node, space: registration.space)))
    }
  }
}
