import Foundation

/// Which gestures of a view and of the views inside it are recognized.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt8

  /// The mask whose bits are `rawValue`.
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Neither the gesture nor those of the views inside.
  public static let none = GestureMask([])
  /// The gesture attached, not those of the views inside.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the views inside, not the one attached.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// The gesture and those of the views inside.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Attaches `gesture` to the view. It competes with the other gestures under the pointer:
  /// a gesture on a view inside this one goes first, and this one acts only if it fails.
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Whether this gesture and those of the views inside are recognized.
  /// - Returns: A view that recognizes the gesture.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    modifier(_GestureModifier(gesture: gesture, priority: .normal, mask: mask))
  }

  /// Attaches `gesture` to the view, or only the gesture's absence when `isEnabled` is false
  /// (the views inside keep theirs).
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - isEnabled: Whether it is recognized.
  /// - Returns: A view that recognizes the gesture while enabled.
  public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
    modifier(
      _GestureModifier(gesture: gesture, priority: .normal, mask: isEnabled ? .all : .subviews))
  }

  /// Attaches `gesture` ahead of those of the views inside: it goes first, and theirs act
  /// only if it fails.
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Whether this gesture and those of the views inside are recognized.
  /// - Returns: A view that recognizes the gesture first.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, priority: .high, mask: mask))
  }

  /// Attaches `gesture` alongside the others: it is recognized whatever other gestures
  /// under the pointer do.
  /// - Parameters:
  ///   - gesture: The gesture.
  ///   - mask: Whether this gesture and those of the views inside are recognized.
  /// - Returns: A view that recognizes the gesture with the others.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    modifier(_GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
  }

  /// Runs `action` when a press on the view is held for `minimumDuration` without moving
  /// more than `maximumDistance`; `onPressingChanged` is told `true` as the press begins
  /// and `false` as it ends, held long enough or not.
  /// - Parameters:
  ///   - minimumDuration: How long to hold, in seconds.
  ///   - maximumDistance: How far the press may move, in points.
  ///   - action: What to do once it was held long enough.
  ///   - onPressingChanged: Told whether the view is being pressed.
  /// - Returns: A view that recognizes the long press.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modifier(
      _GestureModifier(
        gesture: _PressingGesture(
          press: LongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance),
          action: action, onPressingChanged: onPressingChanged),
        priority: .normal, mask: .all))
  }

  /// Runs `action` when a press on the view is held for `minimumDuration`; `pressing` is
  /// told whether the view is being pressed.
  /// - Parameters:
  ///   - minimumDuration: How long to hold, in seconds.
  ///   - maximumDistance: How far the press may move, in points.
  ///   - pressing: Told whether the view is being pressed.
  ///   - action: What to do once it was held long enough.
  /// - Returns: A view that recognizes the long press.
  @_disfavoredOverload
  @available(
    *, deprecated,
    renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)"
  )
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}

/// A long press that tells whether it is pressed as it begins and ends, and acts once held.
struct _PressingGesture: Gesture {
  typealias Value = Bool
  let press: LongPressGesture
  let action: () -> Void
  let onPressingChanged: ((Bool) -> Void)?

  func _makeRecognizer() -> _GestureRecognizer<Bool> {
    var pressing = false
    return _ObservingRecognizer(press._makeRecognizer()) {
      [action, onPressingChanged] outcome, _, context in
      switch outcome {
      case .changed:
        pressing = true
        if let onPressingChanged { context.effects.append { onPressingChanged(true) } }
      case .ended:
        context.effects.append {
          onPressingChanged?(false)
          action()
        }
      case .failed where pressing:
        if let onPressingChanged { context.effects.append { onPressingChanged(false) } }
      default:
        break
      }
    }
  }
}

/// A gesture a view declared, kept in its modifier's node for the host's pointer runs to
/// find (HostCore+Pointer.swift).
@MainActor
final class _GestureRegistration {
  enum Priority { case normal, high, simultaneous }
  var priority = Priority.normal
  var mask = GestureMask.all
  /// Makes a type-erased recognizer of the gesture as last declared.
  var makeRecognizer: () -> _AnyRecognizer = { _AnyRecognizer(_GestureRecognizer<Void>()) }
}

/// Keeps the gesture up to date in its node. It leaves layout alone: a press finds it by
/// walking up from what it hit.
struct _GestureModifier<G: Gesture>: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let gesture: G
  let priority: _GestureRegistration.Priority
  let mask: GestureMask

  func _attach(to node: _ViewNode) {
    let registration = node.modifierState(_GestureRegistration.init).state
    registration.priority = priority
    registration.mask = mask
    let gesture = gesture
    registration.makeRecognizer = { _AnyRecognizer(gesture._makeRecognizer()) }
  }
}

/// A recognizer whose value's type is forgotten: what the host's arbitration needs.
@MainActor
final class _AnyRecognizer {
  enum Status { case possible, changed, ended, failed }
  let receive: (_PointerEvent, _GestureContext) -> Status
  let cancel: (_GestureContext) -> Void
  let claims: () -> Bool
  let wakeTime: () -> Date?

  init<Value>(_ base: _GestureRecognizer<Value>) {
    receive = { event, context in
      switch base.receive(event, in: context) {
      case .possible: return .possible
      case .changed: return .changed
      case .ended: return .ended
      case .failed: return .failed
      }
    }
    cancel = { base.cancel(in: $0) }
    claims = { base.claimsWhenChanged }
    wakeTime = { base.wakeTime }
  }
}
