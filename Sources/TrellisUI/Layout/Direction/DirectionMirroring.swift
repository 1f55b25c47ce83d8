import Foundation

extension View {
  /// Mirrors what this view draws horizontally when the layout direction is right to left,
  /// if `enabled`: for a picture that points a way, such as an arrow.
  ///
  /// The content is laid out left to right and then mirrored, so the whole view reads as
  /// its left-to-right self seen in a mirror; its frame stays where layout put it.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    modifier(_DirectionMirroringModifier(behavior: enabled ? .mirrors : .fixed))
  }

  /// Mirrors what this view draws horizontally in the layout direction `behavior` names.
  ///
  /// Views adapt their layout to the direction without it; use it for content that must
  /// be drawn the other way round. Mirrored content is laid out in the other direction
  /// first, so that what is shown is the mirror image of the view in that direction.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    modifier(_DirectionMirroringModifier(behavior: behavior))
  }
}

/// Mirrors its content when `behavior` asks for it in the direction it is in. The content
/// keeps its place in the graph whether mirrored or not: changing the direction changes an
/// environment value and an effect, not the views.
struct _DirectionMirroringModifier: ViewModifier {
  let behavior: LayoutDirectionBehavior
  @Environment(\.layoutDirection) private var direction

  func body(content: Content) -> some View {
    let mirrored = behavior.mirrors(direction)
    content
      .environment(\.layoutDirection, mirrored ? direction.opposite : direction)
      .modifier(
        _RenderEffectModifier(
          effect: .geometry(
            .scale(CGSize(width: mirrored ? -1 : 1, height: 1), anchor: .center))))
  }
}
