import Foundation

/// What a view's content shape is used for (``View/contentShape(_:_:eoFill:)``).
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int

  /// Makes a set of kinds from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Where a press, click, tap or hover reaches the view: its hit testing.
  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  /// The outline of the preview dragged with the view. No host here draws one yet.
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  /// The outline of the preview a context menu lifts. No host here shows one.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  /// The outline of a pointer's hover effect. No host here draws one.
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  /// The outline of the focus effect on platforms that draw one around the shape.
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  /// The outline that assistive technologies are given for the view.
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
  /// Makes `shape`, laid over this view's bounds, where a press, click, tap or hover reaches
  /// it, in place of what it draws: the empty parts of a stack (its spacers, its padding)
  /// then take taps, and what is drawn outside the shape takes none.
  ///
  /// Gestures outside this modifier see the shape; one inside it still reaches only what
  /// its own view draws, so put the content shape before the gesture:
  ///
  /// ```swift
  /// HStack {
  ///   Text(item.title)
  ///   Spacer()
  /// }
  /// .contentShape(Rectangle())  // the whole row, spacer included
  /// .onTapGesture { open(item) }
  /// ```
  ///
  /// - Parameters:
  ///   - shape: The shape, sized to the view's bounds.
  ///   - eoFill: Whether the shape's inside is found by the even-odd rule, so that a ring's
  ///     hole takes no taps; `false` uses the non-zero winding rule.
  /// - Returns: A view hit where its shape is.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    contentShape(.interaction, shape, eoFill: eoFill)
  }

  /// Makes `shape`, laid over this view's bounds, the outline used for `kind`. With
  /// ``ContentShapeKinds/interaction`` it is where the pointer reaches the view, as
  /// ``contentShape(_:eoFill:)`` says; the other kinds shape previews and effects that no
  /// host here draws, so they change nothing that is seen.
  ///
  /// - Parameters:
  ///   - kind: What the shape is used for.
  ///   - shape: The shape, sized to the view's bounds.
  ///   - eoFill: Whether the shape's inside is found by the even-odd rule.
  /// - Returns: A view with that content shape.
  public func contentShape<S: Shape>(
    _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    modifier(_ContentShapeModifier(kinds: kind, shape: shape, isEvenOdd: eoFill))
  }
}

struct _ContentShapeModifier: ViewModifier, _PrimitiveModifier {
  typealias Body = Never
  let kinds: ContentShapeKinds
  let shape: any Shape
  let isEvenOdd: Bool

  func _layout(node: _ViewNode) -> _LayoutBehavior {
    guard kinds.contains(.interaction) else { return .transparent }
    return .layout(_ContentShapeLayout(shape: shape, isEvenOdd: isEvenOdd))
  }
}

/// Lays its content out as its own, and shows the shape as an invisible item behind it
/// (drawn before its content, so what the content draws is in front of it) that hit testing
/// reads: presses inside the shape reach the view, and presses outside it reach nothing
/// inside (``HostCore/pressedNode(at:)``).
struct _ContentShapeLayout: _ContentLayout {
  let shape: any Shape
  let isEvenOdd: Bool

  func display(in frame: CGRect, context: _DisplayContext) -> [_DisplayPiece] {
    let path = shape._path(
      in: CGRect(origin: .zero, size: frame.size), direction: context.environment.layoutDirection)
    return [(frame, .contentShape(path, isEvenOdd: isEvenOdd))]
  }
}
